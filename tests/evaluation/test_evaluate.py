"""evaluate(): rows per prediction, quality behind the strict gate, resume without regrading."""

from __future__ import annotations

import json

import pytest
from helpers import ADD_NAMES, ADD_OK, ADD_TESTS

from evaluation import (
    QUALITY_COLUMNS,
    RESULT_COLUMNS,
    PredictionWarning,
    Task,
    content_hash,
    evaluate,
    read_results,
    summarize,
)

TASK = Task("ads_tiny_add", "add", ADD_TESTS, ADD_NAMES, timeout_s=10, category="ADS")
WRONG = "def add(a, b):\n    return a - b\n"


def test_rows_and_quality_gate(sandbox):
    preds = [{"task_id": TASK.task_id, "solution": ADD_OK, "model": "a"},
             {"task_id": TASK.task_id, "solution": WRONG, "model": "b"}]
    ds = evaluate(preds, dataset=[TASK], sandbox=sandbox)
    assert ds.column_names == list(RESULT_COLUMNS)
    good, bad = ds[0], ds[1]
    assert (good["passed"], good["status"], good["hidden_passed"], good["hidden_total"]) == (True, "passed", 4, 4)
    assert good["lloc"] == 2 and good["cc_mean"] == 1.0 and good["quality_error"] is None
    assert (bad["passed"], bad["status"], bad["hidden_passed"]) == (False, "failed", 2)
    assert bad["failed_tests"] == ["test_small", "test_negative"]
    assert bad["lloc"] is None and "strict gate" in bad["quality_error"]
    assert "assert" in bad["failure_excerpt"]
    assert good["dataset_hash"] == bad["dataset_hash"] == content_hash([TASK.__dict__])
    assert good["category"] == "ADS" and good["model"] == "a" and good["sample_id"] == "0"


def test_gate_none_measures_failing_programs(sandbox):
    ds = evaluate([{"task_id": TASK.task_id, "solution": WRONG}], dataset=[TASK], sandbox=sandbox, gate="none")
    assert ds[0]["passed"] is False and ds[0]["lloc"] == 2 and ds[0]["quality_gate"] == "none"


def test_resume_grades_only_missing_rows(sandbox, tmp_path):
    out = tmp_path / "results.jsonl"
    first = [{"task_id": TASK.task_id, "solution": ADD_OK, "model": "m", "sample_id": i} for i in range(2)]
    evaluate(first, dataset=[TASK], sandbox=sandbox, results_path=out, quality=False)
    before = out.read_text()

    class Counting:
        name = "counting"
        seen: list[str] = []

        def protections(self):
            return sandbox.protections()

        def run(self, requests):
            requests = list(requests)
            self.seen.extend(r.key for r in requests)
            return sandbox.run(requests)

    counting = Counting()
    more = first + [{"task_id": TASK.task_id, "solution": WRONG, "model": "m", "sample_id": 2}]
    ds = evaluate(more, dataset=[TASK], sandbox=counting, results_path=out, quality=False)
    assert counting.seen == ['["ads_tiny_add","m",2]']
    assert out.read_text().startswith(before)
    assert [row["passed"] for row in ds] == [True, True, False]
    header, rows = read_results(out)
    assert len(rows) == 3 and header["dataset_hash"] == content_hash([TASK.__dict__])


def test_bad_predictions_warn_and_good_ones_are_graded(sandbox):
    with pytest.warns(PredictionWarning, match="unknown task_id 'nope'"):
        ds = evaluate([{"task_id": "nope", "solution": "x"}, {"task_id": TASK.task_id, "solution": ADD_OK}],
                      dataset=[TASK], sandbox=sandbox, quality=False)
    assert len(ds) == 1 and ds[0]["passed"] is True


def test_an_unusable_answer_is_a_failing_row_and_never_runs(sandbox, tmp_path):
    samples = tmp_path / "samples.jsonl"
    lines = [json.dumps({"task_id": TASK.task_id, "model": "m", "solution": "def add(a, b):\x00\n"}).encode(),
             b'{"task_id": "ads_tiny_add", "model": "m", "solution": "def add(a, b):\xff\\n    return a + b\\n"}',
             json.dumps({"task_id": TASK.task_id, "model": "m", "solution": ""}).encode(),
             json.dumps({"task_id": TASK.task_id, "model": "m", "solution": ADD_OK}).encode()]
    samples.write_bytes(b"\n".join(lines) + b"\n")

    class Counting:
        name = "counting"
        seen: list[str] = []

        def protections(self):
            return sandbox.protections()

        def run(self, requests):
            requests = list(requests)
            self.seen.extend(r.key for r in requests)
            return sandbox.run(requests)

    counting = Counting()
    out = tmp_path / "results.jsonl"
    ds = evaluate(samples, dataset=[TASK], sandbox=counting, results_path=out)
    assert counting.seen == ['["ads_tiny_add","m",3]']  # only the usable answer ran
    assert [(r["sample_id"], r["status"], r["passed"]) for r in ds] == [
        ("0", "invalid", False), ("1", "invalid", False), ("2", "invalid", False), ("3", "passed", True)]
    nul, bad_bytes, empty = ds[0], ds[1], ds[2]
    assert nul["detail"] == f"{samples}:1: solution: contains a NUL byte"
    assert bad_bytes["detail"].startswith(f"{samples}:2: solution: is not valid UTF-8 (offset ")
    assert empty["detail"] == f"{samples}:3: solution: is empty"
    for row in (nul, bad_bytes, empty):
        assert (row["hidden_passed"], row["hidden_total"], row["duration_s"]) == (0, 4, 0.0)
        assert row["failed_tests"] == list(ADD_NAMES)
        assert row["quality_gate"] is None and row["quality_error"] is None
        assert all(row[column] is None for column in QUALITY_COLUMNS)
        assert (row["dataset_version"], row["dataset_hash"]) == (ds[3]["dataset_version"], ds[3]["dataset_hash"])
        assert row["category"] == "ADS"
    # The rows are in the results file like any other, so a rerun grades nothing again.
    counting.seen.clear()
    evaluate(samples, dataset=[TASK], sandbox=counting, results_path=out)
    assert counting.seen == [] and len(read_results(out)[1]) == 4


def test_summary_pass_at_k(sandbox):
    preds = [{"task_id": TASK.task_id, "solution": s, "model": "m"} for s in (ADD_OK, WRONG, ADD_OK, WRONG)]
    ds = evaluate(preds, dataset=[TASK], sandbox=sandbox, quality=False)
    summary = summarize(ds, k=(1, 2, 10))["m"]
    assert summary.samples == 4 and summary.passed_samples == 2 and summary.correct_tasks == 1
    assert summary.pass_at_k == {1: pytest.approx(0.5), 2: pytest.approx(1 - 1 / 6)}
    assert summary.statuses == {"passed": 2, "failed": 2}


@pytest.mark.slow
@pytest.mark.semgrep
def test_semgrep_findings_fill_their_column_when_semgrep_is_installed(sandbox, tmp_path):
    out = tmp_path / "r.jsonl"
    ds = evaluate([{"task_id": TASK.task_id, "solution": ADD_OK}], dataset=[TASK], sandbox=sandbox, results_path=out)
    assert ds[0]["semgrep_findings"] == 0 and ds[0]["quality_error"] is None
    header, _ = read_results(out)
    assert header["versions"]["semgrep"] not in ("not installed", "unknown")


def test_results_file_rows_are_json(sandbox, tmp_path):
    out = tmp_path / "r.jsonl"
    evaluate([{"task_id": TASK.task_id, "solution": ADD_OK}], dataset=[TASK], sandbox=sandbox, results_path=out)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines[0]["type"] == "header" and "protections" in lines[0] and "flake8" in lines[0]["versions"]
    assert lines[1]["flake8_codes"] == {} and lines[1]["passed"] is True
