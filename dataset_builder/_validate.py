"""Executing the task sources: the checks every build runs.

For every task the reference must pass the full, the public and the hidden file; every
wrong solution must fail the hidden file (the subset that grades); a blind red-team wrong
solution must fail the public file too (so both sides observe the requirement it breaks);
and every alternative correct solution must pass the full file. The runs go through an
``evaluation`` sandbox, the same engine that grades predictions.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from dataset_builder._taskfile import ALTERNATIVES_DIR, REFERENCE_FILE, TESTS_FILE, WRONG_DIR, TaskSource
from evaluation import (
    TIMEOUT_FLOOR_S,
    TIMEOUT_MULTIPLIER,
    ExecRequest,
    ExecResult,
    Limits,
    Problem,
)

__all__ = ["TaskCheck", "Side", "check_tasks", "derive_timeout", "task_timeout", "side_request",
           "program_label", "VALIDATION_TIMEOUT_S",
           "MAX_TIMEOUT_SHARE"]

#: Wall limit for build-time runs; a reference slower than this cannot be a task.
VALIDATION_TIMEOUT_S = 30.0
#: A reference may use at most this share of its task's timeout (measured at build time).
MAX_TIMEOUT_SHARE = 1 / 3


@dataclass(frozen=True)
class TaskCheck:
    """What the build learned by running one task.

    ``reference_runtime_s`` is the slowest of the reference's three runs, counting only
    the time spent inside the tests (not interpreter or pytest start-up).
    """

    task_id: str
    reference_runtime_s: float
    timeout_s: float
    problems: tuple[Problem, ...]


def derive_timeout(reference_runtime_s: float) -> float:
    """The timeout a reference of this runtime calls for: ``max(floor, multiplier x runtime)``,
    rounded up to a whole second. Used to tell an author what ``timeout_s`` to declare."""
    return float(max(TIMEOUT_FLOOR_S, math.ceil(TIMEOUT_MULTIPLIER * reference_runtime_s)))


def task_timeout(task: TaskSource) -> float:
    """The task's wall timeout: its declared ``timeout_s``, else the floor.

    It comes from the sources alone, so a build gives the same tables (and content hash)
    on a busy machine as on an idle one; the build measures the reference and refuses a
    task whose reference needs more than :data:`MAX_TIMEOUT_SHARE` of it.
    """
    return task.timeout_s if task.timeout_s is not None else TIMEOUT_FLOOR_S


#: Which of a task's test files a program runs against.
Side = Literal["full", "public", "hidden"]


def program_label(folder: str, name: str) -> str:
    """How a program of a task folder is named in request keys and reports: ``wrong/x.py``."""
    return f"{folder}/{name}"


def side_request(task: TaskSource, program: str, source: str, side: Side) -> ExecRequest:
    """Run ``source`` against one side of ``task``'s tests under the build's limits.

    The key is ``<task id>|<program>|<side>``, ``program`` naming the source
    (``reference`` or a :func:`program_label`); the build's checks and the red-team
    report build their runs here so both see a program the same way.
    """
    split = task.split
    tests, names = {"full": (task.tests, split.names),
                    "public": (split.public_source, split.public_names),
                    "hidden": (split.hidden_source, split.hidden_names)}[side]
    return ExecRequest(f"{task.task_id}|{program}|{side}", source, tests, names,
                       Limits.with_defaults(VALIDATION_TIMEOUT_S))


def _requests(task: TaskSource) -> list[ExecRequest]:
    out = [side_request(task, "reference", task.reference, side) for side in ("full", "public", "hidden")]
    blind = dict(task.blind)
    for name, source in task.wrong:
        for side in ("hidden", "public") if name in blind else ("hidden",):
            out.append(side_request(task, program_label(WRONG_DIR, name), source, side))
    out += [side_request(task, program_label(ALTERNATIVES_DIR, name), source, "full")
            for name, source in task.alternatives]
    return out


def _explain(result: ExecResult) -> str:
    failed = ", ".join(result.failed_tests[:5]) or result.detail or "no test reported"
    return f"{result.status} ({failed})"


def check_tasks(tasks: Sequence[TaskSource],
                run: Callable[[list[ExecRequest]], list[ExecResult]]) -> list[TaskCheck]:
    """Run every check of every task through ``run`` and collect the findings per task.

    ``run`` takes a batch of requests and returns one result per request (any order).
    """
    requests = [r for task in tasks for r in _requests(task)]
    results = {r.key: r for r in run(requests)}
    checks = []
    for task in tasks:
        shown = f"tasks_src/{task.task_id}"
        problems: list[Problem] = []
        runtime = 0.0
        for suite, file_label in (("full", TESTS_FILE), ("public", "public split of " + TESTS_FILE),
                                  ("hidden", "hidden split of " + TESTS_FILE)):
            result = results[f"{task.task_id}|reference|{suite}"]
            runtime = max(runtime, result.test_time_s)
            if not result.passed:
                problems.append(Problem(f"reference fails the {file_label}: {_explain(result)}",
                                        path=f"{shown}/{REFERENCE_FILE}"))
        timeout = task_timeout(task)
        if runtime > timeout * MAX_TIMEOUT_SHARE:
            problems.append(Problem(
                f"the reference's tests took {runtime:.2f} s, more than {MAX_TIMEOUT_SHARE:.0%} of the "
                f"task's {timeout:g} s timeout; declare timeout_s: {derive_timeout(runtime):g} (or more)",
                path=f"{shown}/task.yaml", field="timeout_s"))
        blind = dict(task.blind)
        for name, _ in task.wrong:
            for side in ("hidden", "public") if name in blind else ("hidden",):
                if results[f"{task.task_id}|{program_label(WRONG_DIR, name)}|{side}"].passed:
                    observed = f" ({blind[name]})" if name in blind else ""
                    problems.append(Problem(
                        f"wrong solution passes the {side} tests; strengthen the {side} subset so "
                        f"that it observes the requirement it breaks{observed}",
                        path=f"{shown}/{WRONG_DIR}/{name}"))
        for name, _ in task.alternatives:
            result = results[f"{task.task_id}|{program_label(ALTERNATIVES_DIR, name)}|full"]
            if not result.passed:
                problems.append(Problem(f"correct alternative fails the {TESTS_FILE}: {_explain(result)}; "
                                        "a test demands more than the description states, or the "
                                        "program is not correct", path=f"{shown}/{ALTERNATIVES_DIR}/{name}"))
        checks.append(TaskCheck(task.task_id, runtime, timeout, tuple(problems)))
    return checks
