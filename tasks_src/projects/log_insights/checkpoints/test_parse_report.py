"""Checkpoint 1: how many lines the log has, how many were parsed, which were malformed."""

import json


def load(folder):
    path = folder / "out/parse_report.json"
    assert path.is_file(), "out/parse_report.json was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_layout(run_dir):
    report = load(run_dir)
    assert list(report) == ["lines", "parsed", "malformed"]
    assert type(report["lines"]) is int and type(report["parsed"]) is int
    assert all(type(n) is int for n in report["malformed"])


def test_counts_equal_the_reference(run_dir, reference_dir):
    got, want = load(run_dir), load(reference_dir)
    assert (got["lines"], got["parsed"]) == (want["lines"], want["parsed"])


def test_malformed_lines_equal_the_reference(run_dir, reference_dir):
    assert load(run_dir)["malformed"] == load(reference_dir)["malformed"]
