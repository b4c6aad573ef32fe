"""Grading one program exactly as ``codeassay evaluate`` does, for the Inspect scorer.

The program goes through :func:`evaluation.evaluate` itself, against every row of the
``grading`` config (so the dataset hash is the one ``codeassay evaluate`` records), with
the task's own timeout, the engine's limits and protections and the strict quality gate.
The row and header come back from a results file written by the engine's own writer,
so they are byte for byte what ``codeassay evaluate`` writes.

What leaves this module is kept out of harm's way: the failure excerpt quotes hidden
tests (pytest prints the failing assertion), so it is dropped before the row reaches
an Inspect log; the header loses its timestamp, which belongs to the import.
"""

from __future__ import annotations

import functools
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import evaluation
from codeassay._inspect._names import NOT_LOGGED_COLUMNS
from codeassay._inspect._sandbox import SandboxPool

__all__ = ["GradingSource", "Graded", "grade_program", "grading_rows", "PLACEHOLDER_MODEL"]

#: The ``model`` a program is graded under; the import names the configuration.
PLACEHOLDER_MODEL = "inspect"
#: Header fields that describe one grading call rather than the grading set-up.
_PER_CALL_HEADER_FIELDS = ("type", "created")
_RESULTS_FILE = "results.jsonl"

# The engine measures code properties in-process with analyzers that promise nothing
# about threads; Inspect scores many samples at once, so grading calls take turns. The
# public-suite runs of the solver do not wait for this lock.
_grading_lock = threading.Lock()


@dataclass(frozen=True)
class GradingSource:
    """Where the ``grading`` rows come from: the shipped copy (checked against
    ``version`` when given), a dataset folder ``path``, or a Hub ``repo_id``."""

    version: str | None = None
    path: str | None = None
    repo_id: str | None = None


@dataclass(frozen=True)
class Graded:
    """One graded program: the result row as ``codeassay evaluate`` writes it (less
    :data:`NOT_LOGGED_COLUMNS`), the grading set-up from the results-file header, and
    the problem that kept the engine from grading it (``row`` is then None)."""

    row: dict | None
    setup: dict = field(default_factory=dict)
    refused: str | None = None


@functools.lru_cache(maxsize=4)
def _rows(source: GradingSource) -> tuple[dict, ...]:
    from codeassay._load import load

    dataset = load("grading", version=source.version, path=source.path, repo_id=source.repo_id)
    return tuple(dict(row) for row in dataset)


def grading_rows(source: GradingSource) -> tuple[dict, ...]:
    """Every row of the ``grading`` config from ``source`` (read once per process)."""
    return _rows(source)


def grade_program(task_id: str, program: str, *, source: GradingSource, pool: SandboxPool,
                  sample_id: int = 0, repaired: bool | None = None,
                  quality: bool = True) -> Graded:
    """Grade ``program`` on the hidden tests of ``task_id`` with :func:`evaluation.evaluate`."""
    rows = grading_rows(source)
    problems: list[evaluation.Problem] = []
    prediction: dict[str, object] = {"task_id": task_id, "solution": program,
                                     "model": PLACEHOLDER_MODEL, "sample_id": sample_id}
    if repaired is not None:
        prediction["repaired"] = repaired
    with tempfile.TemporaryDirectory(prefix="codeassay-inspect-") as folder:
        results = Path(folder) / _RESULTS_FILE
        with _grading_lock:
            evaluation.evaluate([prediction], dataset=rows, quality=quality, results_path=results,
                                resume=False, sandbox=pool, on_problem=problems.append)
        header, written = evaluation.read_results(results)
    setup = {k: v for k, v in (header or {}).items() if k not in _PER_CALL_HEADER_FIELDS}
    if not written:
        reason = "; ".join(p.message for p in problems) or "the engine wrote no result"
        return Graded(None, setup, refused=reason)
    row = {k: v for k, v in written[0].items() if k not in NOT_LOGGED_COLUMNS}
    return Graded(row, setup)
