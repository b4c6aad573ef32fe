"""Re-verify every task's public/hidden split (codeassay-paper §3.1.2).

Per task: the two subsets are disjoint; their union is the full suite and, merged by
position, gives it back in source order; each side keeps at least
``MIN_TESTS_PER_SIDE`` units; both rendered files parse and define exactly their units;
and ``pytest --collect-only`` (reference as ``solution.py``) collects exactly the
expected units from the full, public and hidden file. Nothing is written: the builder
writes the split manifest.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from dataclasses import dataclass

from dataset_builder._coverage import PytestJob, run_pytest_jobs
from dataset_builder._split import list_test_units
from dataset_builder._taskfile import TESTS_FILE, TaskSource
from evaluation import MIN_TESTS_PER_SIDE, CodeAssayError

__all__ = ["SplitCheck", "check_splits"]

_FILES = ("full", "public", "hidden")


@dataclass(frozen=True)
class SplitCheck:
    """The split of one task and every problem found with it."""

    task_id: str
    full: int
    public: int
    hidden: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def _unit(nodeid: str) -> str:
    """``test_solution.py::TestX::test_y[1]`` -> ``TestX``; ``...::test_z[a]`` -> ``test_z``."""
    return nodeid.split("::")[1].split("[")[0] if "::" in nodeid else nodeid


def _static_problems(task: TaskSource) -> list[str]:
    split = task.split
    problems = []
    full, public, hidden = list(split.names), list(split.public_names), list(split.hidden_names)
    shared = sorted(set(public) & set(hidden))
    if shared:
        problems.append(f"public and hidden share {', '.join(shared)}")
    position = {name: i for i, name in enumerate(full)}
    merged = sorted(public + hidden, key=lambda n: position.get(n, len(full)))
    if merged != full:
        problems.append(f"public + hidden in source order is {merged}, not the full suite {full}")
    try:
        units = list_test_units(task.tests)
    except CodeAssayError as exc:
        problems.append(f"full suite: {exc}")
    else:
        if units != full:
            problems.append(f"the recorded full suite {full} differs from the file's units {units}")
    for side, names in (("public", public), ("hidden", hidden)):
        if len(names) < MIN_TESTS_PER_SIDE:
            problems.append(f"the {side} side has {len(names)} test(s); at least "
                            f"{MIN_TESTS_PER_SIDE} required")
    for side, source, names in (("public", split.public_source, public),
                                ("hidden", split.hidden_source, hidden)):
        try:
            ast.parse(source, filename=f"{side} {TESTS_FILE}")
            units = list_test_units(source, f"{side} {TESTS_FILE}")
        except (SyntaxError, CodeAssayError) as exc:
            problems.append(f"the {side} file does not parse: {exc}")
            continue
        if units != names:
            problems.append(f"the {side} file defines {units}, expected {names}")
    return problems


def check_splits(tasks: Sequence[TaskSource], workers: int | None = None) -> list[SplitCheck]:
    """Check every task's split, statically and by collecting each file with pytest."""
    sources = {"full": lambda t: t.tests, "public": lambda t: t.split.public_source,
               "hidden": lambda t: t.split.hidden_source}
    jobs = [PytestJob(f"{t.task_id}|{f}", t.reference, sources[f](t), "collect")
            for t in tasks for f in _FILES]
    collected = {r.key: r for r in run_pytest_jobs(jobs, workers)}
    out = []
    for task in tasks:
        problems = _static_problems(task)
        expected = {"full": task.split.names, "public": task.split.public_names,
                    "hidden": task.split.hidden_names}
        for name in _FILES:
            result = collected[f"{task.task_id}|{name}"]
            if result.error is not None:
                problems.append(f"collecting the {name} file: {result.error}")
                continue
            if result.exit_code != 0:
                tail = result.output.strip().splitlines()[-1:] or ["no output"]
                problems.append(f"pytest --collect-only of the {name} file exited "
                                f"{result.exit_code}: {tail[0]}")
                continue
            units = list(dict.fromkeys(_unit(n) for n in result.collected))
            if units != list(expected[name]):
                problems.append(f"pytest collects {units} from the {name} file, "
                                f"expected {list(expected[name])}")
        located = tuple(f"tasks_src/{task.task_id}/{TESTS_FILE}: {p}" for p in problems)
        out.append(SplitCheck(task.task_id, len(task.split.names), len(task.split.public_names),
                              len(task.split.hidden_names), located))
    return out
