"""Checkpoint 1: the Needleman-Wunsch score of every pair of two different species."""

import json


def load(folder):
    path = folder / "out/scores.json"
    assert path.is_file(), "out/scores.json was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def pairs(document):
    return [(p["a"], p["b"]) for p in document["pairs"]]


def test_layout(run_dir):
    document = load(run_dir)
    assert set(document) == {"species", "pairs"}
    assert all(set(p) == {"a", "b", "score"} and type(p["score"]) is int for p in document["pairs"])


def test_species_listed_in_order(run_dir, reference_dir):
    assert load(run_dir)["species"] == load(reference_dir)["species"]


def test_no_species_is_paired_with_itself(run_dir):
    assert [pair for pair in pairs(load(run_dir)) if pair[0] == pair[1]] == []


def test_each_pair_once_in_alphabetical_order(run_dir, reference_dir):
    assert pairs(load(run_dir)) == pairs(load(reference_dir))


def test_scores_equal_the_reference(run_dir, reference_dir):
    got = {(p["a"], p["b"]): p["score"] for p in load(run_dir)["pairs"]}
    want = {(p["a"], p["b"]): p["score"] for p in load(reference_dir)["pairs"]}
    assert got == want
