"""Checkpoint 5: the error summary equals the reference's."""

import json

FILE = "out/errors.json"


def load(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_error_codes(run_dir, reference_dir):
    assert sorted(load(run_dir)) == sorted(load(reference_dir))


def test_cells_per_code(run_dir, reference_dir):
    assert load(run_dir) == load(reference_dir)
