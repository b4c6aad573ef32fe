"""The blind red team's programs, run against a task's tests.

Blind programs are written by someone who saw only ``task.yaml``: wrong ones
(``wrong/*.py`` marked ``# blind: R<n> - ...``) each contradict one requirement, correct
ones (``alternatives/*.py``) implement the description. Every build already requires the
wrong ones to fail both halves of the split and the correct ones to pass the full suite;
this module measures by how much: how many hidden and public tests reject each wrong
program, which is the margin the validation reports show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from dataset_builder._taskfile import ALTERNATIVES_DIR, WRONG_DIR, TaskSource
from dataset_builder._validate import program_label, side_request
from evaluation import ExecRequest, ExecResult

__all__ = ["BlindProgramResult", "ProgramKind", "run_blind_programs"]

ProgramKind = Literal["wrong", "correct"]


@dataclass(frozen=True)
class BlindProgramResult:
    """One blind program's outcome on the current tests of its task.

    For a wrong program ``hidden_failing`` and ``public_failing`` count the tests of each
    side that did not pass (a run that ended early, e.g. a timeout, counts every test it
    did not report passed); for a correct one ``full_failing`` counts the full suite's.
    A program is rejected by a side when that side's run did not pass.
    """

    task_id: str
    category: str
    program: str  # path inside the task folder, e.g. "wrong/blind_off_by_one.py"
    kind: ProgramKind
    requirement: str | None
    hidden_status: str | None = None
    hidden_failing: int | None = None
    hidden_total: int | None = None
    public_status: str | None = None
    public_failing: int | None = None
    public_total: int | None = None
    full_status: str | None = None
    full_failing: int | None = None

    @property
    def hidden_rejects(self) -> bool | None:
        """Whether the hidden subset rejects this wrong program."""
        return None if self.hidden_status is None else self.hidden_status != "passed"

    @property
    def public_rejects(self) -> bool | None:
        """Whether the public subset rejects this wrong program."""
        return None if self.public_status is None else self.public_status != "passed"

    @property
    def full_passes(self) -> bool | None:
        """Whether this correct program passes the full suite."""
        return None if self.full_status is None else self.full_status == "passed"


def _failing(result: ExecResult, expected: Sequence[str]) -> int:
    passed = set(result.passed_tests)
    return sum(1 for name in expected if name not in passed)


def run_blind_programs(tasks: Sequence[TaskSource],
                       run: Callable[[list[ExecRequest]], list[ExecResult]]) -> list[BlindProgramResult]:
    """Run every blind program of ``tasks``; results sorted by task and program."""
    requests = []
    for task in tasks:
        sources = dict(task.wrong)
        for name, _ in task.blind:
            program = program_label(WRONG_DIR, name)
            requests += [side_request(task, program, sources[name], side) for side in ("hidden", "public")]
        requests += [side_request(task, program_label(ALTERNATIVES_DIR, name), source, "full")
                     for name, source in task.alternatives]
    results = {r.key: r for r in run(requests)}
    out = []
    for task in tasks:
        split = task.split
        for name, requirement in task.blind:
            key = f"{task.task_id}|{program_label(WRONG_DIR, name)}"
            hidden, public = results[f"{key}|hidden"], results[f"{key}|public"]
            out.append(BlindProgramResult(
                task.task_id, task.category, program_label(WRONG_DIR, name), "wrong", requirement,
                hidden_status=hidden.status, hidden_failing=_failing(hidden, split.hidden_names),
                hidden_total=len(split.hidden_names),
                public_status=public.status, public_failing=_failing(public, split.public_names),
                public_total=len(split.public_names)))
        for name, _ in task.alternatives:
            full = results[f"{task.task_id}|{program_label(ALTERNATIVES_DIR, name)}|full"]
            out.append(BlindProgramResult(
                task.task_id, task.category, program_label(ALTERNATIVES_DIR, name), "correct", None,
                full_status=full.status, full_failing=_failing(full, split.names)))
    return sorted(out, key=lambda r: (r.task_id, r.program))
