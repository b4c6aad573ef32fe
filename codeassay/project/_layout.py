"""Where a project run keeps things: one place for the folder layout that generation,
evaluation, the project report and the review study all read."""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path

__all__ = ["PROJECTS_DIR", "FILES_DIR", "FIXED_DIR", "ROUNDS_DIR", "RESULTS_FILE", "attempt_dir",
           "graded_files_dir", "write_files"]

PROJECTS_DIR = "projects"
#: The project's files after the conversation's last answer.
FILES_DIR = "files"
#: The files after the last fix round, when fix rounds changed them: what the results row graded.
FIXED_DIR = "fixed"
#: One folder per graded round (the program's run and its checkpoint outputs).
ROUNDS_DIR = "rounds"
#: One row per graded attempt, written by ``codeassay project evaluate``.
RESULTS_FILE = "results.jsonl"


def attempt_dir(out: str | Path, project_id: str, attempt: int) -> Path:
    """The folder of one attempt inside a run folder."""
    return Path(out) / PROJECTS_DIR / project_id / f"attempt{attempt}"


def graded_files_dir(attempt_folder: str | Path, fix_rounds_used: int) -> Path:
    """The folder holding the files an attempt's results row graded."""
    return Path(attempt_folder) / (FIXED_DIR if fix_rounds_used else FILES_DIR)


def write_files(folder: Path, files: Mapping[str, str]) -> None:
    """Replace ``folder`` with the project's files (paths were checked on extraction)."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)  # even empty: an answer without files is graded too
    for path, text in files.items():
        target = folder.joinpath(*path.split("/"))
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
