"""Faults: the evaluator killed mid-run resumes exactly; a full disk stops cleanly."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from helpers import ADD_NAMES, ADD_OK, ADD_TESTS

import codeassay
from evaluation import ResultsFileError, Task, evaluate, read_results

N_PREDICTIONS = 200


def _samples(path):
    row = codeassay.load("grading")[0]
    wrong = "def placeholder():\n    return None\n"
    with path.open("w") as handle:
        for i in range(N_PREDICTIONS):
            solution = row["reference_solution"] if i % 2 == 0 else wrong
            handle.write(json.dumps({"task_id": row["task_id"], "model": "m", "sample_id": i,
                                     "solution": solution}) + "\n")


def _command(samples, out):
    return [sys.executable, "-m", "codeassay", "evaluate", str(samples), "--out", str(out), "--quiet",
            "--no-quality", "--workers", "2"]


def _verdicts(out):
    header, rows = read_results(out)
    keys = [(r["task_id"], r["model"], r["sample_id"]) for r in rows]
    assert len(keys) == len(set(keys)), "a prediction was graded twice"
    return header, {key: (r["passed"], r["status"]) for key, r in zip(keys, rows)}


@pytest.mark.slow
def test_killed_evaluator_resumes_to_the_uninterrupted_result(tmp_path):
    samples = tmp_path / "samples.jsonl"
    _samples(samples)
    killed = tmp_path / "killed.jsonl"
    process = subprocess.Popen(_command(samples, killed), start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if killed.exists() and killed.read_text().count("\n") > 40:
            break
        time.sleep(0.2)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    partial = len(read_results(killed)[1])
    assert 0 < partial < N_PREDICTIONS
    subprocess.run(_command(samples, killed), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    clean = tmp_path / "clean.jsonl"
    subprocess.run(_command(samples, clean), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    header_a, resumed = _verdicts(killed)
    header_b, uninterrupted = _verdicts(clean)
    assert len(resumed) == N_PREDICTIONS
    assert resumed == uninterrupted
    assert header_a["dataset_hash"] == header_b["dataset_hash"]


def test_full_disk_is_a_clear_error_before_grading(sandbox):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full on this machine")
    task = Task("t", "add", ADD_TESTS, ADD_NAMES)
    with pytest.raises(ResultsFileError, match="writing failed .*No space left"):
        evaluate([{"task_id": "t", "solution": ADD_OK}], dataset=[task], sandbox=sandbox, results_path="/dev/full")


def test_unwritable_results_path_is_a_clear_error(sandbox, tmp_path):
    task = Task("t", "add", ADD_TESTS, ADD_NAMES)
    (tmp_path / "file").write_text("x")
    with pytest.raises(ResultsFileError, match="cannot be written"):
        evaluate([{"task_id": "t", "solution": ADD_OK}], dataset=[task], sandbox=sandbox,
                 results_path=tmp_path / "file" / "r.jsonl")
