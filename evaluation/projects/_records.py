"""Typed records of the project track: what a project is, what one run of it gave."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Literal, get_args

__all__ = ["Project", "ErrorClass", "CommandResult", "CheckpointOutcome", "ProjectVerdict"]

#: See ``evaluation._defaults.ERROR_CLASSES`` for the order they are decided in.
ErrorClass = Literal["syntax", "dependency", "compilation", "logical", "other"]


def _files(value: object) -> dict[str, str]:
    """A file map from a row: datasets stores it as a JSON string."""
    if isinstance(value, str):
        value = json.loads(value) if value else {}
    return dict(value or {})


@dataclass(frozen=True)
class Project:
    """What the engine needs to know about a project; built from a ``project_grading`` row.

    File maps are ``{relative posix path: text}``. ``checkpoint_tests`` maps a checkpoint
    name to its pytest file; it never leaves the engine.
    """

    project_id: str
    command: tuple[str, ...]
    inputs: dict[str, str]
    checkpoint_names: tuple[str, ...]
    checkpoint_files: tuple[str, ...]
    checkpoint_tests: dict[str, str]
    reference_files: dict[str, str]
    packages: tuple[str, ...]
    run_timeout_s: float
    checkpoint_timeout_s: float

    @classmethod
    def from_row(cls, row: dict) -> "Project":
        """Build a project from a row of the ``project_grading`` config."""
        return cls(project_id=row["project_id"], command=tuple(row["command"]),
                   inputs=_files(row["inputs"]), checkpoint_names=tuple(row["checkpoint_names"]),
                   checkpoint_files=tuple(row["checkpoint_files"]),
                   checkpoint_tests=_files(row["checkpoint_tests"]),
                   reference_files=_files(row["reference_files"]),
                   packages=tuple(row["packages"]), run_timeout_s=float(row["run_timeout_s"]),
                   checkpoint_timeout_s=float(row["checkpoint_timeout_s"]))


@dataclass(frozen=True)
class CommandResult:
    """One run of a project's command in the sandbox.

    ``exit_code`` is None when the program was killed (timeout or signal); ``signal`` names
    the signal. ``written`` lists the checkpoint files that exist after the run.
    """

    exit_code: int | None
    timed_out: bool
    stdout: str
    stderr: str
    duration_s: float
    signal: str = ""
    written: tuple[str, ...] = ()
    protections: dict[str, bool] = field(default_factory=dict)

    @property
    def exited_ok(self) -> bool:
        """The program ended by itself with status 0."""
        return self.exit_code == 0 and not self.timed_out


CheckpointOutcome = Literal["passed", "failed", "missing"]


@dataclass(frozen=True)
class ProjectVerdict:
    """The grade of one assembled project.

    ``runnable``: the program exited 0 and wrote every checkpoint file (the paper's
    "runnable"). ``error_class`` is None only when every checkpoint passed. ``detail``
    says in one line why the class was chosen; ``error_output`` is the program's own
    error output (never checkpoint test text), what a fix round shows the model.
    """

    runnable: bool
    checkpoints: dict[str, CheckpointOutcome]
    error_class: ErrorClass | None
    detail: str
    error_output: str = ""
    run: CommandResult | None = None

    @property
    def passed_checkpoints(self) -> tuple[str, ...]:
        """Names of the checkpoints whose tests all passed."""
        return tuple(name for name, outcome in self.checkpoints.items() if outcome == "passed")


ERROR_CLASS_VALUES: tuple[str, ...] = get_args(ErrorClass)
