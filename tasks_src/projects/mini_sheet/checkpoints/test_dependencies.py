"""Checkpoint 1: every formula cell's direct references equal the reference's."""

import json

FILE = "out/dependencies.json"


def load(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_same_formula_cells(run_dir, reference_dir):
    assert sorted(load(run_dir)) == sorted(load(reference_dir))


def test_references_equal_the_reference(run_dir, reference_dir):
    assert load(run_dir) == load(reference_dir)
