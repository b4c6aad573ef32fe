"""Checkpoint 4: the most requested paths, in order, equal the reference's."""

import json

FILE = "out/top_paths.json"


def load(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_layout(run_dir):
    top = load(run_dir)
    assert type(top) is list and len(top) <= 10
    assert all(set(entry) == {"path", "requests"} and type(entry["requests"]) is int for entry in top)


def test_list_equals_the_reference(run_dir, reference_dir):
    assert load(run_dir) == load(reference_dir)
