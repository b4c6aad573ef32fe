"""Reading results files: the checked rows of one or more results JSONL files as one frame.

Rows whose ``type`` is ``"header"`` are metadata and skipped. What the reader had to leave
out (a line cut mid-write) or keep with a caveat (a category outside the taxonomy) is
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

__all__ = ["QUALITY_MEASURES", "FINDING_COUNTS", "REQUIRED_FIELDS", "load_results"]


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


def _read_rows(path: Path) -> tuple[list[dict], list[str]]:
    """The checked result rows of one file, and notes on what was skipped."""
    rows: list[dict] = []
    notes: list[str] = []
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
    return rows, notes


def load_results(paths: str | Path | Iterable[str | Path]) -> pd.DataFrame:
    """Read and check results JSONL files into one frame, one row per graded program.

    Header rows are skipped, and so is a last line cut mid-write (the frame's
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
    for path in paths:
        file_rows, file_notes = _read_rows(path)
        rows.extend(file_rows)
        notes.extend(file_notes)
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
    return with_notes(frame.drop(columns="_where").reset_index(drop=True), notes)
