"""Checkpoint 3: the tree in Newick with names and branch lengths, read by a real parser."""

import io
import json

from Bio import Phylo


def read(folder):
    path = folder / "out/tree_lengths.nwk"
    assert path.is_file(), "out/tree_lengths.nwk was not written"
    return Phylo.read(io.StringIO(path.read_text(encoding="utf-8")), "newick")


def test_every_species_is_a_leaf_exactly_once(run_dir):
    organisms = json.loads((run_dir / "data/organisms.json").read_text(encoding="utf-8"))
    assert sorted(leaf.name for leaf in read(run_dir).get_terminals()) == sorted(organisms)


def test_every_branch_below_the_root_has_a_length(run_dir):
    tree = read(run_dir)
    missing = [c for c in tree.find_clades() if c is not tree.root and c.branch_length is None]
    assert missing == []
    assert not tree.root.branch_length


def test_lengths_are_not_negative(run_dir):
    assert all(c.branch_length >= 0 for c in read(run_dir).find_clades() if c.branch_length is not None)
