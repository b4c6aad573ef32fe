"""The results file: streamed, resumable, refuses other ground truth, survives a cut line."""

from __future__ import annotations

import json

import pytest

from evaluation import ResultsFile, ResultsFileError, read_results

HEADER = {"type": "header", "dataset_hash": "sha256:aaa", "dataset_version": "1.0.0"}


def _row(i: int) -> dict:
    return {"task_id": f"t{i}", "model": "m", "sample_id": 0, "passed": True}


def test_write_then_resume_keeps_finished_rows(tmp_path):
    path = tmp_path / "r.jsonl"
    with ResultsFile(path, HEADER, resume=True) as results:
        results.write(_row(1))
        results.write(_row(2))
    resumed = ResultsFile(path, HEADER, resume=True)
    assert sorted(resumed.finished) == ['["t1","m",0]', '["t2","m",0]']
    resumed.write(_row(3))
    resumed.close()
    header, rows = read_results(path)
    assert header["dataset_hash"] == "sha256:aaa"
    assert [r["task_id"] for r in rows] == ["t1", "t2", "t3"]


def test_cut_last_line_is_dropped_and_truncated(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(HEADER) + "\n" + json.dumps(_row(1)) + "\n" + '{"task_id": "t2", "mo')
    with ResultsFile(path, HEADER, resume=True) as results:
        assert list(results.finished) == ['["t1","m",0]']
        results.write(_row(2))
    assert [r["task_id"] for r in read_results(path)[1]] == ["t1", "t2"]


def test_other_dataset_hash_is_refused(tmp_path):
    path = tmp_path / "r.jsonl"
    ResultsFile(path, HEADER, resume=True).close()
    with pytest.raises(ResultsFileError, match="was graded against dataset sha256:aaa"):
        ResultsFile(path, {**HEADER, "dataset_hash": "sha256:bbb"}, resume=True)
    ResultsFile(path, {**HEADER, "dataset_hash": "sha256:bbb"}, resume=False).close()
    assert read_results(path)[0]["dataset_hash"] == "sha256:bbb"


def test_unwritable_path_fails_before_grading(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ResultsFileError, match="cannot be written"):
        ResultsFile(blocker / "r.jsonl", HEADER, resume=True)
    with pytest.raises(ResultsFileError, match="is a directory"):
        ResultsFile(tmp_path, HEADER, resume=True)


def test_damaged_middle_line_is_reported_with_its_line(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(HEADER) + "\nnot json\n" + json.dumps(_row(1)) + "\n")
    with pytest.raises(ResultsFileError, match=r"r.jsonl:2: not a JSON line"):
        read_results(path)
