"""Checkpoint 2: the cycles equal the reference's, in the stated order."""

import json

FILE = "out/cycles.json"


def load(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_same_cycles_as_sets(run_dir, reference_dir):
    assert {frozenset(group) for group in load(run_dir)} == {frozenset(group) for group in load(reference_dir)}


def test_same_order(run_dir, reference_dir):
    assert load(run_dir) == load(reference_dir)
