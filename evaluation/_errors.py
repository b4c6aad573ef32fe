"""One exception hierarchy for the whole project.

Every error a user can cause derives from :class:`CodeAssayError`, so a caller can
catch one type, and the command line can print one line instead of a traceback.
Messages repeat the bad value and say where it came from.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "CodeAssayError",
    "TaskFormatError",
    "BuildError",
    "PredictionError",
    "ResultsFileError",
    "SandboxError",
    "DatasetError",
    "MissingDependencyError",
    "Problem",
    "PredictionWarning",
]


class CodeAssayError(Exception):
    """Root of every error CodeAssay raises on purpose."""


class Problem:
    """One located problem: which file, which line, which field, and what is wrong.

    Rendered as ``file:line: field: message`` with the parts that are unknown left out,
    the form compilers use, so editors can jump to it.
    """

    __slots__ = ("path", "line", "field", "message")

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 field: str | None = None) -> None:
        self.path = path
        self.line = line
        self.field = field
        self.message = message

    def __str__(self) -> str:
        where = ""
        if self.path is not None:
            where = self.path if self.line is None else f"{self.path}:{self.line}"
            where += ": "
        field = f"{self.field}: " if self.field else ""
        return f"{where}{field}{self.message}"

    def __repr__(self) -> str:
        return f"Problem({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Problem) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


class _ProblemsError(CodeAssayError):
    """An error carrying every problem found, not only the first."""

    def __init__(self, problems: Sequence[Problem] | Problem | str) -> None:
        if isinstance(problems, (Problem, str)):
            problems = [problems if isinstance(problems, Problem) else Problem(problems)]
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class TaskFormatError(_ProblemsError):
    """A task folder under ``tasks_src/`` does not follow the task source format."""


class BuildError(_ProblemsError):
    """The dataset could not be built: validation of the tasks found problems."""


class PredictionError(_ProblemsError):
    """A prediction (a line of a predictions file, or a mapping) is malformed."""


class ResultsFileError(CodeAssayError):
    """The results file cannot be written, read or resumed."""


class SandboxError(CodeAssayError):
    """The execution sandbox could not be started or failed on its own account."""


class DatasetError(CodeAssayError):
    """The built dataset is missing, stale or does not match what was asked for."""


class MissingDependencyError(CodeAssayError):
    """An optional dependency is needed; the message carries the install command."""

    def __init__(self, package: str, extra: str, purpose: str) -> None:
        super().__init__(
            f"{purpose} needs the optional package {package!r}; "
            f"install it with: pip install 'codeassay[{extra}]'"
        )


class PredictionWarning(UserWarning):
    """A prediction was skipped because it is malformed; the message names line and field."""
