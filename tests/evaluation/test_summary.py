"""summarize(): the dataset is the denominator; a task without a result counts as failed."""

from __future__ import annotations

import pytest

from evaluation import format_summary, summarize


def _row(model: str, task: str, passed: bool, sample: int = 0, status: str | None = None) -> dict:
    return {"model": model, "task_id": task, "sample_id": sample, "passed": passed,
            "status": status or ("passed" if passed else "failed")}


ROWS = [_row("a", "t1", True), _row("a", "t2", False, status="invalid"), _row("b", "t1", True)]


def test_a_task_without_a_result_counts_as_failed_against_the_dataset():
    summaries = summarize(ROWS, k=(1,), tasks=["t1", "t2", "t3"])
    a, b = summaries["a"], summaries["b"]
    assert (a.tasks, a.graded_tasks, a.correct_tasks, a.missing) == (3, 2, 1, ("t3",))
    assert (b.tasks, b.graded_tasks, b.correct_tasks, b.missing) == (3, 1, 1, ("t2", "t3"))
    assert a.correctness == pytest.approx(1 / 3) and b.correctness == pytest.approx(1 / 3)
    assert a.invalid == 1 and b.invalid == 0
    assert b.pass_at_k == {1: pytest.approx(1 / 3)}  # the missing tasks add zeros, not nothing


def test_without_the_dataset_every_task_some_model_has_is_the_denominator():
    b = summarize(ROWS, k=(1,))["b"]
    assert (b.tasks, b.missing, b.correctness) == (2, ("t2",), 0.5)


def test_over_present_scores_each_model_over_the_tasks_it_has_and_still_names_the_rest():
    b = summarize(ROWS, k=(1,), tasks=["t1", "t2", "t3"], over_present=True)["b"]
    assert (b.tasks, b.correctness, b.missing, b.pass_at_k) == (1, 1.0, ("t2", "t3"), {1: 1.0})
    assert b.over_present


def test_pass_at_k_averages_over_the_dataset():
    rows = [_row("a", "t1", True, 0), _row("a", "t1", True, 1), _row("a", "t2", False, 0),
            _row("a", "t2", True, 1)]
    a = summarize(rows, k=(1, 2, 3), tasks=["t1", "t2", "t3"])["a"]
    assert a.pass_at_k == {1: pytest.approx((1 + 0.5) / 3), 2: pytest.approx(2 / 3)}


def test_the_formatted_summary_says_which_reading_it_gives_and_names_the_missing_tasks():
    tasks = [f"t{i:02d}" for i in range(1, 26)]
    rows = [_row("b", "t01", True)]
    text = format_summary(summarize(rows, k=(1,), tasks=tasks))
    assert "b: 1/25 tasks correct (4.0%), 1/1 samples passed" in text
    assert f"missing: 24 task(s) without a result, counted as failed: {', '.join(tasks[1:21])} and 4 more" in text
    text = format_summary(summarize(ROWS, k=(1,), tasks=["t1", "t2"], over_present=True))
    assert "b: 1/1 tasks correct (100.0%) over the 1 tasks it has (--over-present)" in text
    assert "missing: 1 task(s) without a result, left out: t2" in text
