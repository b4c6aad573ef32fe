"""Checkpoint 5: the tree with branch lengths has the reference's shape and lengths.

Each branch is identified by the species under it, so the order of children does not
matter; a length must be within TOLERANCE of the reference's.
"""

import io

from Bio import Phylo

FILE = "out/tree_lengths.nwk"
TOLERANCE = 1e-6


def branches(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    tree = Phylo.read(io.StringIO(path.read_text(encoding="utf-8")), "newick")
    return {frozenset(leaf.name for leaf in clade.get_terminals()): clade.branch_length
            for clade in tree.find_clades() if clade is not tree.root}


def test_same_shape_as_the_reference(run_dir, reference_dir):
    assert set(branches(run_dir)) == set(branches(reference_dir))


def test_lengths_equal_the_reference(run_dir, reference_dir):
    got, want = branches(run_dir), branches(reference_dir)
    wrong = {tuple(sorted(key)): (got.get(key), length) for key, length in want.items()
             if got.get(key) is None or abs(got[key] - length) > TOLERANCE}
    assert wrong == {}
