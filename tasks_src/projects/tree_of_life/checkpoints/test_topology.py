"""Checkpoint 4: the names-only tree has the reference's shape.

Shape is compared as sets of clusters (the species under each node), so the order of
children does not matter; the rooted Robinson-Foulds distance is the number of clusters
found in one tree and not the other, and must be 0.
"""

import io

from Bio import Phylo

FILE = "out/tree.nwk"


def clusters(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    tree = Phylo.read(io.StringIO(path.read_text(encoding="utf-8")), "newick")
    return {frozenset(leaf.name for leaf in clade.get_terminals()) for clade in tree.find_clades()}


def test_robinson_foulds_distance_is_zero(run_dir, reference_dir):
    got, want = clusters(run_dir), clusters(reference_dir)
    assert len(got ^ want) == 0, f"clusters differ: {sorted(map(sorted, got ^ want))}"


def test_the_two_halves_under_the_root_match(run_dir, reference_dir):
    def halves(folder):
        tree = Phylo.read(io.StringIO((folder / FILE).read_text(encoding="utf-8")), "newick")
        return {frozenset(leaf.name for leaf in c.get_terminals()) for c in tree.root.clades}

    assert halves(run_dir) == halves(reference_dir)
