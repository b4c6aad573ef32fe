"""Unit tests for the tree-of-life pipeline (no real data file needed)."""

import json
import random

from treeoflife.alignment import alignment_score
from treeoflife.clusters import clusters_at
from treeoflife.newick import to_newick
from treeoflife.organisms import read_organisms
from treeoflife.scores import pair_scores
from treeoflife.tree import build_tree

import pytest


def reference_score(a: str, b: str) -> int:
    """Plain full-matrix Needleman-Wunsch, for comparison."""
    rows = [[-2 * j for j in range(len(b) + 1)]]
    for i in range(1, len(a) + 1):
        row = [-2 * i]
        for j in range(1, len(b) + 1):
            diag = rows[i - 1][j - 1] + (1 if a[i - 1] == b[j - 1] else -1)
            row.append(max(diag, rows[i - 1][j] - 2, row[j - 1] - 2))
        rows.append(row)
    return rows[-1][-1]


@pytest.mark.parametrize(
    "a, b, expected",
    [("ACGT", "ACGT", 4), ("AC", "ACGT", -2), ("GATTACA", "GCATGCT", -1),
     ("A", "T", -1), ("A", "A", 1), ("A", "AA", -1), ("AAA", "TTT", -3)],
)
def test_alignment_by_hand(a: str, b: str, expected: int) -> None:
    assert alignment_score(a, b) == expected
    assert alignment_score(b, a) == expected


def test_alignment_matches_reference() -> None:
    rng = random.Random(1)
    for _ in range(50):
        a = "".join(rng.choice("ACGT") for _ in range(rng.randint(1, 30)))
        b = "".join(rng.choice("ACGT") for _ in range(rng.randint(1, 30)))
        assert alignment_score(a, b) == reference_score(a, b)


def test_number_of_pairs() -> None:
    organisms = {f"S{chr(65 + i)}": "ACGT" for i in range(20)}
    scores = pair_scores(organisms)
    assert len(scores) == 190
    assert all(a < b for a, b in scores)


def test_tie_break_joins_alphabetically_first_pair() -> None:
    # All pairs score the same: Ant+Bee first, then (Ant..)+Cat, then + Dog.
    organisms = {"Dog": "A", "Cat": "A", "Bee": "A", "Ant": "A"}
    scores = {pair: 0 for pair in pair_scores(organisms)}
    root = build_tree(organisms, scores)
    assert to_newick(root) == "(((Ant,Bee),Cat),Dog);\n"


def test_tie_break_uses_first_species_of_groups() -> None:
    organisms = {name: "AAAA" for name in ["Ant", "Bee", "Cat", "Dog"]}
    scores = {("Ant", "Bee"): 3, ("Cat", "Dog"): 3, ("Ant", "Cat"): 0,
              ("Ant", "Dog"): 0, ("Bee", "Cat"): 0, ("Bee", "Dog"): 0}
    root = build_tree(organisms, scores)
    assert root.children[0].species() == ["Ant", "Bee"]
    assert to_newick(root) == "((Ant,Bee),(Cat,Dog));\n"


def small_tree():
    organisms = {"Ant": "AAAAAAAAAA", "Cat": "AAAAAAAA", "Bee": "AAAAAAAAAAAA"}
    scores = {("Ant", "Cat"): 5, ("Ant", "Bee"): 2, ("Bee", "Cat"): 1}
    return build_tree(organisms, scores)


def test_branch_lengths_of_small_tree() -> None:
    root = small_tree()
    assert to_newick(root) == "((Ant,Cat),Bee);\n"
    assert to_newick(root, with_lengths=True) == "((Ant:5,Cat:3):3,Bee:10);\n"


def test_clusters_at_threshold() -> None:
    root = small_tree()
    assert clusters_at(root, 5) == [["Ant", "Cat"], ["Bee"]]
    assert clusters_at(root, 6) == [["Ant"], ["Bee"], ["Cat"]]
    assert clusters_at(root, 2) == [["Ant", "Bee", "Cat"]]


def test_read_organisms_errors(tmp_path) -> None:
    path = tmp_path / "o.json"
    path.write_text(json.dumps({"Ant": "ACGT", "Bee": "ACXT"}))
    with pytest.raises(ValueError, match="Bee"):
        read_organisms(path)
    path.write_text(json.dumps({"Ant": "ACGT"}))
    with pytest.raises(ValueError):
        read_organisms(path)
    path.write_text("{not json")
    with pytest.raises(ValueError, match="o.json"):
        read_organisms(path)
    path.write_text(json.dumps({"Ant": "ACGT", "Bee": ""}))
    with pytest.raises(ValueError, match="Bee"):
        read_organisms(path)
