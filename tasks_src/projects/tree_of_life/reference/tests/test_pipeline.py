"""Unit tests of the pipeline's steps on small hand-worked inputs."""

import pytest

from treeoflife.alignment import alignment_score
from treeoflife.clusters import clusters_at
from treeoflife.scores import pairwise_scores
from treeoflife.tree import build_tree, to_newick


@pytest.mark.parametrize(("first", "second", "expected"), [
    ("ACGT", "ACGT", 4),
    ("AC", "ACGT", -2),
    ("A", "T", -1),
    ("GATTACA", "GCATGCT", -1),
])
def test_alignment_score(first, second, expected):
    assert alignment_score(first, second) == expected


def test_each_pair_of_different_species_once():
    scores = pairwise_scores({"Cat": "ACGT", "Ant": "ACGA", "Bee": "TTTT"})
    assert sorted(scores) == [("Ant", "Bee"), ("Ant", "Cat"), ("Bee", "Cat")]


def test_ties_join_the_alphabetically_first_pair():
    scores = {("Ant", "Bee"): 5, ("Ant", "Cat"): 5, ("Bee", "Cat"): 5}
    tree = build_tree(scores, {"Ant": 9, "Bee": 9, "Cat": 9})
    assert to_newick(tree) == "((Ant,Bee),Cat);"


def test_branch_lengths_are_similarity_differences():
    scores = {("Ant", "Bee"): 2, ("Ant", "Cat"): 7, ("Bee", "Cat"): 1}
    tree = build_tree(scores, {"Ant": 10, "Bee": 12, "Cat": 9})
    assert to_newick(tree, lengths=True) == "((Ant:3,Cat:2):5,Bee:10);"


def test_clusters_at_a_threshold():
    scores = {("Ant", "Bee"): 2, ("Ant", "Cat"): 7, ("Bee", "Cat"): 1}
    tree = build_tree(scores, {"Ant": 10, "Bee": 12, "Cat": 9})
    assert clusters_at(tree, 7) == [["Ant", "Cat"], ["Bee"]]
    assert clusters_at(tree, 8) == [["Ant"], ["Bee"], ["Cat"]]
