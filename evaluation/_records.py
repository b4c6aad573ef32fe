"""Typed records shared by the engine: what a task is, what a run asks for, what it gives."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

from evaluation._defaults import (
    CATEGORIES,
    FILE_SIZE_LIMIT_BYTES,
    MEMORY_LIMIT_BYTES,
    NPROC_LIMIT,
    OPEN_FILES_LIMIT,
    OUTPUT_LIMIT_BYTES,
)

__all__ = ["Task", "Limits", "ExecRequest", "ExecResult", "Status", "STATUSES", "TestOutcome"]

#: Every verdict a result row can carry. Only ``passed`` is a pass; everything else fails
#: closed. A sandbox run ends with any but ``invalid``, which ``evaluate`` gives an answer it
#: does not run.
Status = Literal[
    "passed",        # every expected test was reported passed and seen to complete
    "failed",        # at least one expected test failed
    "error",         # the module could not be imported or the suite not collected
    "syntax_error",  # the solution does not parse
    "timeout",       # wall clock or CPU limit reached
    "memory_limit",  # the address-space limit was reached (MemoryError or killed)
    "crashed",       # the run died by a signal or exited before reporting
    "no_result",     # the report is missing, truncated or incomplete
    "tampered",      # the program changed the test machinery (pytest, builtins, the tests)
    "invalid",       # the answer cannot be run (empty, not UTF-8, NUL, too large, not text): no code ran
]
STATUSES: tuple[str, ...] = get_args(Status)

#: Outcome of one test unit in a run.
TestOutcome = Literal["passed", "failed", "error", "skipped", "missing"]


def _category(value: object) -> str:
    """A category code from a row: datasets gives the ClassLabel index, JSON the code."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(CATEGORIES):
        return CATEGORIES[value]
    return str(value or "")


@dataclass(frozen=True)
class Task:
    """What the engine needs to know about a task; built from a dataset row.

    ``prompt`` is the text a HumanEval-style ``completion`` is appended to; tasks whose
    predictions are whole modules leave it empty.
    """

    task_id: str
    entry_point: str
    hidden_tests: str
    hidden_test_names: tuple[str, ...]
    public_tests: str = ""
    public_test_names: tuple[str, ...] = ()
    timeout_s: float = 10.0
    prompt: str = ""
    category: str = ""

    @classmethod
    def from_row(cls, row: dict) -> "Task":
        """Build a task from a row of the ``grading`` config (extra columns are ignored)."""
        return cls(
            task_id=row["task_id"],
            entry_point=row["entry_point"],
            hidden_tests=row["hidden_tests"],
            hidden_test_names=tuple(row["hidden_test_names"]),
            public_tests=row.get("public_tests", "") or "",
            public_test_names=tuple(row.get("public_test_names") or ()),
            timeout_s=float(row["timeout_s"]),
            prompt=row.get("prompt", "") or "",
            category=_category(row.get("category", "")),
        )


@dataclass(frozen=True)
class Limits:
    """Resource limits of one run. ``None`` for ``cpu_s`` means wall timeout plus slack."""

    timeout_s: float
    memory_bytes: int
    nproc: int
    file_size_bytes: int
    open_files: int
    output_bytes: int
    cpu_s: float | None = None

    @classmethod
    def with_defaults(cls, timeout_s: float) -> "Limits":
        """The engine's default limits (see ``evaluation._defaults``) with this timeout."""
        return cls(timeout_s=float(timeout_s), memory_bytes=MEMORY_LIMIT_BYTES, nproc=NPROC_LIMIT,
                   file_size_bytes=FILE_SIZE_LIMIT_BYTES, open_files=OPEN_FILES_LIMIT,
                   output_bytes=OUTPUT_LIMIT_BYTES)


@dataclass(frozen=True)
class ExecRequest:
    """One program to run against one test file.

    ``expected`` names the test units that must all pass for the run to pass; any
    unit the report does not mention counts as missing, so the verdict fails closed.
    ``verdict_only`` asks for the verdict and nothing more: the run stops at its first
    failing test (pytest's ``-x``; the tests after it are then "missing") and failure
    texts are one line each (``--tb=line``), which spares reading and parsing source
    files to format tracebacks. The verdict is the same. Mutation testing needs only
    the verdict; grading keeps every outcome and full failure texts.
    """

    key: str
    solution: str
    tests: str
    expected: tuple[str, ...]
    limits: Limits
    verdict_only: bool = False


@dataclass(frozen=True)
class ExecResult:
    """What one run gave. ``passed`` is true only for status ``passed``.

    ``duration_s`` is the wall time of the whole run (start-up included); ``test_time_s``
    the time pytest spent in the tests themselves, which is what timeouts derive from.
    """

    key: str
    status: Status
    outcomes: dict[str, TestOutcome] = field(default_factory=dict)
    failures: dict[str, str] = field(default_factory=dict)
    output: str = ""
    detail: str = ""
    duration_s: float = 0.0
    test_time_s: float = 0.0

    @property
    def passed(self) -> bool:
        """True only when every expected test passed and nothing was tampered with."""
        return self.status == "passed"

    @property
    def passed_tests(self) -> tuple[str, ...]:
        """Expected test units reported passed, in the order of the request."""
        return tuple(name for name, outcome in self.outcomes.items() if outcome == "passed")

    @property
    def failed_tests(self) -> tuple[str, ...]:
        """Expected test units that did not pass (failed, errored, skipped or missing)."""
        return tuple(name for name, outcome in self.outcomes.items() if outcome != "passed")
