"""Checkpoint 7: the cells each edit changed equal the reference's."""

import json

FILE = "out/recalc.json"


def load(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_one_entry_per_edit(run_dir, reference_dir):
    assert [(e["edit"], e["cell"]) for e in load(run_dir)] == [(e["edit"], e["cell"]) for e in load(reference_dir)]


def test_changed_cells_equal_the_reference(run_dir, reference_dir):
    assert load(run_dir) == load(reference_dir)
