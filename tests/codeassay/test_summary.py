"""codeassay.summarize: the shipped dataset's tasks are the denominator of results graded on it."""

from __future__ import annotations

import codeassay
from codeassay import shipped_manifest


def _rows(dataset_hash: str) -> list[dict]:
    return [{"model": "m", "task_id": task, "sample_id": 0, "passed": True, "status": "passed",
             "dataset_hash": dataset_hash} for task in list(shipped_manifest()["tasks"])[:3]]


def test_results_graded_on_the_shipped_dataset_are_scored_over_all_its_tasks():
    manifest = shipped_manifest()
    summary = codeassay.summarize(_rows(manifest["dataset_hash"]), k=(1,))["m"]
    assert (summary.tasks, summary.correct_tasks, len(summary.missing)) == (
        len(manifest["tasks"]), 3, len(manifest["tasks"]) - 3)


def test_other_results_use_the_dataset_given_or_the_tasks_present():
    rows = _rows("sha256:other")
    assert codeassay.summarize(rows, k=(1,))["m"].tasks == 3
    ids = [row["task_id"] for row in rows] + ["extra"]
    assert codeassay.summarize(rows, k=(1,), dataset=ids)["m"].missing == ("extra",)
    grading = [{"task_id": task} for task in ids]  # rows of a grading config
    assert codeassay.summarize(rows, k=(1,), dataset=grading)["m"].tasks == 4
