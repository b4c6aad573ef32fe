"""The results file: a JSONL header describing the run, then one line per graded program.

Lines are flushed as they are written, so a killed evaluation keeps every finished
result. Resuming reads the finished keys back, cuts a half-written last line, and
refuses a file that was graded against different ground truth.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO

from evaluation._errors import ResultsFileError
from evaluation._predictions import prediction_key

__all__ = ["ResultsFile", "read_results", "HEADER_TYPE"]

HEADER_TYPE = "header"


def read_results(path: str | Path) -> tuple[dict | None, list[dict]]:
    """The header and the result rows of a results file (a cut last line is ignored)."""
    path = Path(path)
    header, rows = None, []
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ResultsFileError(f"{path}: results file not found") from None
    except OSError as exc:
        raise ResultsFileError(f"{path}: cannot be read: {exc.strerror}") from None
    lines = data.split(b"\n")
    complete = lines[:-1]  # anything after the last newline was cut mid-write
    for number, raw in enumerate(complete, start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw)
        except ValueError:
            raise ResultsFileError(f"{path}:{number}: not a JSON line; the file is damaged, "
                                   "grade into a new file") from None
        if isinstance(record, dict) and record.get("type") == HEADER_TYPE:
            header = header or record
        elif isinstance(record, dict):
            rows.append(record)
        else:
            raise ResultsFileError(f"{path}:{number}: expected a JSON object")
    return header, rows


class ResultsFile:
    """Appends results to ``path``; knows which predictions are already graded."""

    def __init__(self, path: str | Path, header: Mapping, *, resume: bool) -> None:
        self.path = Path(path)
        self.finished: dict[str, dict] = {}
        self._handle: IO[str] | None = None
        if self.path.is_dir():
            raise ResultsFileError(f"{self.path}: is a directory; give a file name for the results")
        if resume and self.path.exists() and self.path.stat().st_size:
            old_header, rows = read_results(self.path)
            if old_header is not None and old_header.get("dataset_hash") != header.get("dataset_hash"):
                raise ResultsFileError(
                    f"{self.path}: was graded against dataset {old_header.get('dataset_hash')} "
                    f"(version {old_header.get('dataset_version')}) but the dataset now is "
                    f"{header.get('dataset_hash')} (version {header.get('dataset_version')}); "
                    "write to a new results file or pass resume=False / --no-resume to start over")
            for row in rows:
                self.finished[prediction_key(row["task_id"], row["model"], row["sample_id"])] = row
            self._truncate_partial_line()
            self._open("a")
            if old_header is None:
                self._write_header(header)
        else:
            self._open("w")
            self._write_header(header)

    def _write_header(self, header: Mapping) -> None:
        try:
            self.write(dict(header))
        except ResultsFileError:
            self._discard()
            raise

    def _discard(self) -> None:
        """Close after a failed write; the buffered bytes cannot be written either."""
        if self._handle is not None:
            try:
                self._handle.close()
            except OSError:
                pass
            self._handle = None

    def _truncate_partial_line(self) -> None:
        with self.path.open("rb+") as handle:
            data = handle.read()
            end = data.rfind(b"\n") + 1
            if end != len(data):
                handle.truncate(end)

    def _open(self, mode: str) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._handle = self.path.open(mode, encoding="utf-8")
        except OSError as exc:
            raise ResultsFileError(f"{self.path}: cannot be written: {exc.strerror}; nothing was graded") from None

    def write(self, row: Mapping) -> None:
        """Append one line and push it to the operating system at once."""
        if self._handle is None:
            raise ResultsFileError(f"{self.path}: already closed")
        try:
            self._handle.write(json.dumps(row, ensure_ascii=False) + "\n")
            self._handle.flush()
        except OSError as exc:
            self._discard()
            raise ResultsFileError(
                f"{self.path}: writing failed ({exc.strerror}); the {len(self.finished)} result(s) "
                "written before are intact, rerun to resume") from None
        if row.get("type") != HEADER_TYPE:
            self.finished[prediction_key(row["task_id"], row["model"], row["sample_id"])] = dict(row)

    def __iter__(self) -> Iterator[dict]:
        return iter(self.finished.values())

    def close(self) -> None:
        """Flush to disk and close."""
        if self._handle is not None:
            try:
                self._handle.flush()
                os.fsync(self._handle.fileno())
            except OSError:
                pass
            self._handle.close()
            self._handle = None

    def __enter__(self) -> "ResultsFile":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
