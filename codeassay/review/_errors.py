"""The review study's errors: part of the project's one hierarchy under CodeAssayError."""

from __future__ import annotations

from collections.abc import Sequence

from evaluation import CodeAssayError, Problem

__all__ = ["ReviewError", "StudyError"]


class ReviewError(CodeAssayError):
    """A review study cannot go on: a responses file, a server option or a model answer is wrong."""


class StudyError(ReviewError):
    """A study definition (``review.yaml``) is invalid; carries every problem found, each
    naming the file, the line and the field."""

    def __init__(self, problems: Sequence[Problem] | Problem) -> None:
        if isinstance(problems, Problem):
            problems = (problems,)
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
