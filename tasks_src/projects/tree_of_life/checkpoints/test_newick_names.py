"""Checkpoint 2: the tree in Newick with species names only, read by a real Newick parser."""

import io
import json

from Bio import Phylo


def read(folder):
    path = folder / "out/tree.nwk"
    assert path.is_file(), "out/tree.nwk was not written"
    return Phylo.read(io.StringIO(path.read_text(encoding="utf-8")), "newick")


def species(folder):
    return sorted(json.loads((folder / "data/organisms.json").read_text(encoding="utf-8")))


def test_every_species_is_a_leaf_exactly_once(run_dir):
    assert sorted(leaf.name for leaf in read(run_dir).get_terminals()) == species(run_dir)


def test_no_branch_lengths_and_no_inner_names(run_dir):
    tree = read(run_dir)
    assert [c for c in tree.find_clades() if c.branch_length is not None] == []
    assert [c.name for c in tree.get_nonterminals() if c.name] == []


def test_every_join_has_two_children(run_dir):
    assert all(len(clade.clades) == 2 for clade in read(run_dir).get_nonterminals())
