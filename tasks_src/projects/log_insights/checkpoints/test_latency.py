"""Checkpoint 5: response-time figures per path equal the reference's."""

import json

FILE = "out/latency.json"


def load(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_paths_and_counts(run_dir, reference_dir):
    got, want = load(run_dir), load(reference_dir)
    assert {p: e.get("count") for p, e in got.items()} == {p: e["count"] for p, e in want.items()}


def test_percentiles_and_maximum(run_dir, reference_dir):
    assert load(run_dir) == load(reference_dir)
