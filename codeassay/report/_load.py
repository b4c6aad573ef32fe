"""Reading results files: the checked rows of one or more results JSONL files as one frame.

Rows whose ``type`` is ``"header"`` are metadata; their task list (the tasks graded
against, with their categories) becomes the frame's ``attrs["dataset_tasks"]``, the
denominator of every table. What the reader had to leave out (a line cut mid-write) or
keep with a caveat (a category outside the taxonomy, a file without a task list) is
listed in the frame's ``attrs["notes"]``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from pathlib import Path

import pandas as pd

from codeassay.report._frames import with_notes
from evaluation._defaults import CATEGORIES
from evaluation._errors import ResultsFileError

__all__ = ["QUALITY_MEASURES", "FINDING_COUNTS", "FINDING_NAMES", "REQUIRED_FIELDS", "load_results"]


#: Quality measures of Table 3, in its column order, with their display names. Lower is
#: better for all but LLOC, which is context rather than a quality measure.
QUALITY_MEASURES: dict[str, str] = {
    "flake8_per_100_lloc": "Style /100 LLOC (all codes)",
    "flake8_nows_per_100_lloc": "Style /100 LLOC (excl. whitespace)",
    "cc_mean": "Complexity (mean)",
    "cc_max": "Complexity (max)",
    "lloc": "LLOC",
}
#: Static-analysis finding counts, reported descriptively and never tested or combined.
FINDING_COUNTS: tuple[str, ...] = ("bandit_low", "bandit_medium", "bandit_high", "semgrep_findings")
#: Display names of the finding counts, for notes and figures.
FINDING_NAMES: dict[str, str] = {"bandit_low": "Bandit low-severity findings",
                                 "bandit_medium": "Bandit medium-severity findings",
                                 "bandit_high": "Bandit high-severity findings",
                                 "semgrep_findings": "Semgrep findings"}
#: Fields every result row must carry.
REQUIRED_FIELDS: tuple[str, ...] = ("task_id", "model", "sample_id", "category", "passed", "status")
#: Fields recorded when present and left empty otherwise.
_OPTIONAL_TEXT: tuple[str, ...] = ("dataset_version", "dataset_hash")
#: Row type of the metadata lines at the top of a results file.
_HEADER_TYPE = "header"
#: Status of a program that passed every hidden test (the only passing status).
_PASSED_STATUS = "passed"


def _sample_key(value: object) -> str:
    # JSON text keeps 1 and "1" apart and gives null a key, so joins on it are exact.
    return json.dumps(value, sort_keys=True)


def _number(value: object, where: str, name: str) -> float:
    if value is None:
        return math.nan
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ResultsFileError(f"{where}: {name}: expected a number or null, got {value!r}")
    return float(value)


def _header_tasks(header: dict, where: str) -> dict[str, str] | None:
    """The header's task list (task id -> category), or None when it has none."""
    tasks = header.get("tasks")
    if tasks is None:
        return None
    if not isinstance(tasks, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in tasks.items()):
        raise ResultsFileError(f"{where}: tasks: expected an object of task id -> category")
    return dict(tasks)


def _read_rows(path: Path) -> tuple[list[dict], list[str], dict[str, str] | None]:
    """The checked result rows of one file, notes on what was skipped, and the task list of
    its header (None without one)."""
    rows: list[dict] = []
    notes: list[str] = []
    tasks: dict[str, str] | None = None
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or exc
        raise ResultsFileError(f"{path}: cannot read results: {reason}") from exc
    lines = text.split("\n")
    # The engine appends one line per program as it finishes, so a run that was killed
    # can leave a last line without its newline; its own reader ignores that line too.
    if lines[-1].strip():
        notes.append(f"{path}:{len(lines)}: last line is incomplete (cut mid-write) and was "
                     "ignored.")
    for line_no, line in enumerate(lines[:-1], start=1):
        where = f"{path}:{line_no}"
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ResultsFileError(f"{where}: not a JSON object: {exc.msg}") from exc
        if not isinstance(row, dict):
            raise ResultsFileError(f"{where}: expected a JSON object, got {type(row).__name__}")
        if row.get("type") == _HEADER_TYPE:
            found = _header_tasks(row, where)
            if found is not None:
                tasks = {**(tasks or {}), **found}
            continue
        missing = [name for name in REQUIRED_FIELDS if name not in row]
        if missing:
            raise ResultsFileError(f"{where}: missing field(s) {', '.join(missing)}")
        for name in ("task_id", "model", "status", "category"):
            if not isinstance(row[name], str) or not row[name]:
                raise ResultsFileError(
                    f"{where}: {name}: expected a non-empty string, got {row[name]!r}")
        if not isinstance(row["passed"], bool):
            raise ResultsFileError(
                f"{where}: passed: expected true or false, got {row['passed']!r}")
        if row["passed"] != (row["status"] == _PASSED_STATUS):
            # Verdicts fail closed; a row that contradicts itself is not trusted either way.
            raise ResultsFileError(
                f"{where}: passed is {row['passed']} but status is {row['status']!r}")
        record = {
            "task_id": row["task_id"],
            "model": row["model"],
            "sample_id": row["sample_id"],
            "sample_key": _sample_key(row["sample_id"]),
            "category": row["category"],
            "passed": row["passed"],
            "status": row["status"],
        }
        for name in (*QUALITY_MEASURES, *FINDING_COUNTS):
            record[name] = _number(row.get(name), where, name)
        for name in _OPTIONAL_TEXT:
            value = row.get(name)
            record[name] = None if value is None else str(value)
        repaired = row.get("repaired")
        if repaired is not None and not isinstance(repaired, bool):
            raise ResultsFileError(f"{where}: repaired: expected true, false or null, "
                                   f"got {repaired!r}")
        record["repaired"] = repaired
        record["_where"] = where
        rows.append(record)
    return rows, notes, tasks


def _category_from_id(task_id: str) -> str:
    """A CodeAssay task's category, from its id (every id starts with its category code)."""
    code = task_id.split("_", 1)[0].upper()
    return code if code in CATEGORIES else ""


def _shipped_tasks(dataset_hash: str | None) -> dict[str, str] | None:
    """The shipped dataset's tasks when ``dataset_hash`` is its content hash, else None."""
    from codeassay._load import shipped_manifest
    from evaluation._errors import DatasetError

    try:
        manifest = shipped_manifest()
    except DatasetError:
        return None
    if dataset_hash != manifest.get("dataset_hash"):
        return None
    return {task_id: _category_from_id(task_id) for task_id in manifest["tasks"]}


def _dataset_tasks(files: list[tuple[Path, list[dict], dict[str, str] | None]]
                   ) -> tuple[dict[str, str], list[str]]:
    """The tasks the results were graded against (task id -> category), and notes.

    A file's header lists them; a file written before headers did falls back to the
    shipped dataset when graded against it, and otherwise to the tasks present in any of
    the results, which the notes say.
    """
    tasks: dict[str, str] = {}
    unlisted: list[str] = []
    for path, rows, listed in files:
        if listed is None:
            hashes = {row["dataset_hash"] for row in rows}
            listed = _shipped_tasks(hashes.pop()) if len(hashes) == 1 else None
            if listed is None:
                # The folder and the name: runs/<config>/predictions_results.jsonl are told apart.
                unlisted.append(str(Path(*path.parts[-2:])))
                continue
        tasks.update(listed)
    for row in (row for _, rows, _ in files for row in rows):
        tasks.setdefault(row["task_id"], row["category"])
    notes = []
    if unlisted:
        notes.append(f"{len(unlisted)} of {len(files)} results file(s) ({', '.join(unlisted)}) do not "
                     "list the dataset's tasks in their header (written before results files did) "
                     f"and were not graded against the shipped dataset: the {len(tasks)} task(s) "
                     "present in any of the results stand for the dataset.")
    return dict(sorted(tasks.items())), notes


def load_results(paths: str | Path | Iterable[str | Path]) -> pd.DataFrame:
    """Read and check results JSONL files into one frame, one row per graded program.

    Header rows are not programs; their task lists become ``attrs["dataset_tasks"]``
    (task id -> category), against which every table counts a task without a result as
    failed. A file whose header lists no tasks counts against the shipped dataset's
    tasks when it was graded against them, else against the tasks present in any of the
    results (the notes say so). A last line cut mid-write is skipped (the frame's
    ``attrs["notes"]`` says so). Every other row needs :data:`REQUIRED_FIELDS`, a
    boolean ``passed`` that agrees with ``status``, and numbers or nulls in the quality
    and finding columns (a missing column reads as null). A category outside the
    taxonomy (another benchmark's) is kept and noted. Two rows for the same (model,
    task_id, sample_id) are an error, whichever files they come from, and so is a task
    filed under two categories. Raises :class:`~evaluation.ResultsFileError` naming
    the file and line.
    """
    if isinstance(paths, (str, Path)):
        paths = [paths]
    paths = [Path(p) for p in paths]
    if not paths:
        raise ResultsFileError("no results file given")
    rows: list[dict] = []
    notes: list[str] = []
    files = []
    for path in paths:
        file_rows, file_notes, listed = _read_rows(path)
        rows.extend(file_rows)
        notes.extend(file_notes)
        files.append((path, file_rows, listed))
    if not rows:
        raise ResultsFileError(f"no result rows in {', '.join(str(p) for p in paths)}")
    frame = pd.DataFrame(rows)
    duplicated = frame.duplicated(["model", "task_id", "sample_key"], keep=False)
    if duplicated.any():
        first = frame[duplicated].iloc[0]
        same = ((frame.model == first.model) & (frame.task_id == first.task_id)
                & (frame.sample_key == first.sample_key))
        places = frame.loc[same, "_where"]
        raise ResultsFileError(
            f"program graded twice: model {first.model!r}, task {first.task_id!r}, sample "
            f"{first.sample_id!r} at {' and '.join(places)}")
    categories = frame.groupby("task_id")["category"].nunique()
    if (categories > 1).any():
        task = categories[categories > 1].index[0]
        seen = sorted(frame.loc[frame.task_id == task, "category"].unique())
        raise ResultsFileError(
            f"task {task!r} is filed under several categories: {', '.join(seen)}")
    foreign = sorted(set(frame["category"]) - set(CATEGORIES))
    if foreign:
        notes.append(f"Categories outside the CodeAssay taxonomy: {', '.join(foreign)}.")
    tasks, task_notes = _dataset_tasks(files)
    frame = with_notes(frame.drop(columns="_where").reset_index(drop=True), notes + task_notes)
    frame.attrs["dataset_tasks"] = tasks
    return frame
