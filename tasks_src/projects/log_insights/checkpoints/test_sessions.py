"""Checkpoint 6: people's sessions equal the reference's."""

import json

FILE = "out/sessions.json"
#: The mean is rounded to two decimals; a different rounding of a half is not an error.
TOLERANCE = 0.01


def load(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return json.loads(path.read_text(encoding="utf-8"))


def test_visitors_and_sessions(run_dir, reference_dir):
    got, want = load(run_dir), load(reference_dir)
    assert (got["visitors"], got["sessions"]) == (want["visitors"], want["sessions"])


def test_requests_per_session(run_dir, reference_dir):
    assert abs(load(run_dir)["requests_per_session"] - load(reference_dir)["requests_per_session"]) <= TOLERANCE


def test_longest_session(run_dir, reference_dir):
    assert load(run_dir)["longest_session"] == load(reference_dir)["longest_session"]
