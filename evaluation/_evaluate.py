"""``evaluate(predictions)``: grade programs on the hidden tests, measure those that pass.

Flow: read the predictions (lines without a known task and model, and duplicates, are
reported and skipped) -> skip those already in the results file -> write a failing row
for each answer that cannot be run -> run the rest through the sandbox -> for programs
that pass every hidden test, measure code properties in batches -> append each row to the
results file as soon as it is complete -> return all rows as a ``datasets.Dataset``.
"""

from __future__ import annotations

import json
import platform
import sys
import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict
from datetime import datetime, timezone
from importlib import metadata
from pathlib import Path
from typing import Literal

from evaluation._defaults import (
    FILE_SIZE_LIMIT_BYTES,
    MEMORY_LIMIT_BYTES,
    NPROC_LIMIT,
    OPEN_FILES_LIMIT,
)
from evaluation._errors import CodeAssayError, PredictionWarning, ResultsFileError
from evaluation._hashing import content_hash
from evaluation._predictions import Prediction, prediction_key, read_predictions
from evaluation._records import ExecRequest, ExecResult, Limits, Task
from evaluation._results import HEADER_TYPE, ResultsFile

__all__ = [
    "evaluate",
    "grade",
    "Gate",
    "RESULT_COLUMNS",
    "QUALITY_COLUMNS",
    "QUALITY_BATCH",
    "EXCERPT_LIMIT",
    "tasks_from_dataset",
]

Gate = Literal["strict", "none"]
#: Passing programs are measured in batches of this size (analysers are cheaper in bulk).
QUALITY_BATCH = 32
#: Characters of failure output kept in a result row.
EXCERPT_LIMIT = 1200

#: Code-property columns of a result row (null unless measured).
QUALITY_COLUMNS = (
    "lloc", "flake8_violations", "flake8_per_100_lloc", "flake8_nows_violations",
    "flake8_nows_per_100_lloc", "flake8_codes", "cc_mean", "cc_max", "cc_module", "bandit_low",
    "bandit_medium", "bandit_high", "bandit_tests", "semgrep_findings",
)
#: Every column of a result row, in order.
RESULT_COLUMNS = (
    "task_id", "category", "model", "sample_id", "repaired", "passed", "status", "hidden_passed",
    "hidden_total", "failed_tests", "failure_excerpt", "detail", "duration_s", "quality_gate",
    *QUALITY_COLUMNS, "quality_error", "dataset_version", "dataset_hash",
)


def tasks_from_dataset(dataset: object) -> tuple[dict[str, Task], str, str]:
    """Tasks keyed by id, the dataset version and its content hash, from grading rows.

    ``dataset`` is a ``datasets.Dataset`` of the ``grading`` config, a sequence of its
    rows, or a sequence of :class:`Task` records (then the version is ``unversioned`` and
    the hash covers the records).
    """
    rows = list(dataset)  # type: ignore[call-overload]
    if not rows:
        raise CodeAssayError("the dataset to grade against has no tasks")
    if all(isinstance(row, Task) for row in rows):
        tasks = {t.task_id: t for t in rows}
        return tasks, "unversioned", content_hash([asdict(t) for t in tasks.values()])
    missing = {"task_id", "entry_point", "hidden_tests", "hidden_test_names", "timeout_s"} - set(rows[0])
    if missing:
        raise CodeAssayError(f"the dataset lacks the grading columns {sorted(missing)}; load the "
                             "'grading' config, not 'tasks'")
    tasks = {row["task_id"]: Task.from_row(row) for row in rows}
    versions = {row.get("dataset_version", "unversioned") for row in rows}
    return tasks, ",".join(sorted(versions)), content_hash(rows)


def _limits(task: Task, timeout: float | None) -> Limits:
    return Limits.with_defaults(timeout if timeout is not None else task.timeout_s)


def _excerpt(result: ExecResult) -> str:
    text = "\n\n".join(f"{name}: {msg}" for name, msg in result.failures.items()) or result.output
    return text[-EXCERPT_LIMIT:]


def _versions() -> dict[str, str]:
    versions = {"python": platform.python_version()}
    for package in ("codeassay", "pytest", "datasets"):
        try:
            versions[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            versions[package] = "not installed"
    return versions


def _quality_row(measures: object | None, gate: Gate, error: str | None) -> dict:
    """The quality columns of a row: measured values, or nulls with the reason."""
    row = dict.fromkeys(QUALITY_COLUMNS)
    row["quality_gate"] = gate
    row["quality_error"] = error
    if measures is not None:
        for column in QUALITY_COLUMNS:
            value = getattr(measures, column)
            row[column] = list(value) if isinstance(value, tuple) else value
        row["quality_error"] = measures.error  # type: ignore[attr-defined]
    return row


class _MemorySink:
    """Stands in for a results file when none is wanted."""

    def __init__(self) -> None:
        self.finished: dict[str, dict] = {}

    def write(self, row: Mapping) -> None:
        if row.get("type") != HEADER_TYPE:
            self.finished[prediction_key(row["task_id"], row["model"], row["sample_id"])] = dict(row)

    def close(self) -> None:
        """Nothing to close."""


def _invalid_row(prediction: Prediction, task: Task, dataset_version: str, dataset_hash: str) -> dict:
    """The row of an answer that cannot be run: a failure, with the reason, and no code run."""
    row = {"task_id": prediction.task_id, "category": task.category, "model": prediction.model,
           "sample_id": prediction.sample_id, "repaired": prediction.repaired, "passed": False,
           "status": "invalid", "hidden_passed": 0, "hidden_total": len(task.hidden_test_names),
           "failed_tests": list(task.hidden_test_names), "failure_excerpt": "",
           "detail": prediction.invalid, "duration_s": 0.0, "quality_gate": None,
           **dict.fromkeys(QUALITY_COLUMNS), "quality_error": None,
           "dataset_version": dataset_version, "dataset_hash": dataset_hash}
    return {column: row[column] for column in RESULT_COLUMNS}


def grade(predictions: Sequence[Prediction], tasks: Mapping[str, Task], sandbox, *, sink,
          dataset_version: str, dataset_hash: str, quality: bool, gate: Gate, timeout: float | None,
          progress: bool) -> None:
    """Grade ``predictions`` not yet in ``sink`` and write one row per prediction to it.

    An invalid prediction (see :class:`Prediction`) gets its failing row at once and never
    reaches the sandbox.
    """
    from tqdm.auto import tqdm

    todo = []
    for prediction in predictions:
        if prediction.key in sink.finished:
            continue
        if prediction.invalid is not None:
            sink.write(_invalid_row(prediction, tasks[prediction.task_id], dataset_version, dataset_hash))
        else:
            todo.append(prediction)
    by_key = {p.key: p for p in todo}
    requests = (ExecRequest(p.key, p.solution, tasks[p.task_id].hidden_tests,
                            tasks[p.task_id].hidden_test_names, _limits(tasks[p.task_id], timeout))
                for p in todo)
    pending: list[tuple[Prediction, ExecResult]] = []

    def flush() -> None:
        measured: dict[str, object] = {}
        wanted = {p.key: p.solution for p, r in pending if quality and (r.passed or gate == "none")}
        if wanted:
            from evaluation.quality import measure_quality
            measured = measure_quality(wanted)
        for prediction, result in pending:
            task = tasks[prediction.task_id]
            if not quality:
                extra = _quality_row(None, gate, "not requested")
            elif prediction.key in measured:
                extra = _quality_row(measured[prediction.key], gate, None)
            else:
                extra = _quality_row(None, gate, f"not measured: status {result.status} (strict gate)")
            row = {
                "task_id": prediction.task_id, "category": task.category, "model": prediction.model,
                "sample_id": prediction.sample_id, "repaired": prediction.repaired,
                "passed": result.passed, "status": result.status,
                "hidden_passed": len(result.passed_tests), "hidden_total": len(task.hidden_test_names),
                "failed_tests": list(result.failed_tests), "failure_excerpt": "" if result.passed else _excerpt(result),
                "detail": result.detail, "duration_s": round(result.duration_s, 4), **extra,
                "dataset_version": dataset_version, "dataset_hash": dataset_hash,
            }
            sink.write({column: row[column] for column in RESULT_COLUMNS})
        pending.clear()

    bar = tqdm(total=len(todo), desc="grading", unit="program", disable=not progress, file=sys.stderr)
    passed = 0
    try:
        for result in sandbox.run(requests):
            pending.append((by_key[result.key], result))
            passed += result.passed
            bar.update(1)
            bar.set_postfix(passed=passed, refresh=False)
            if len(pending) >= QUALITY_BATCH or not quality:
                flush()
        flush()
    except ResultsFileError:
        raise  # the file cannot take more rows; what it holds is intact
    except BaseException:
        flush()  # an interrupt: keep every program already graded
        raise
    finally:
        bar.close()


def evaluate(predictions: object, *, dataset: object, quality: bool = True, workers: int | None = None,
             timeout: float | None = None, results_path: str | Path | None = None, resume: bool = True,
             gate: Gate = "strict", sandbox: object | None = None, progress: bool = False,
             on_problem=None, scheduler: str | None = None):
    """Grade predictions on the hidden tests; return one row per prediction as a Dataset.

    ``predictions``: a JSONL path, an iterable of mappings, or a ``datasets.Dataset`` with
    ``task_id`` and ``solution`` (or a HumanEval-style ``completion``), optionally ``model``
    and ``sample_id``. ``dataset``: the ``grading`` config (see :func:`tasks_from_dataset`).
    Rows are appended to ``results_path`` as they finish; with ``resume`` a rerun grades only
    what is missing. A prediction whose task and model are known always gets a row: one
    whose answer cannot be run (empty, not valid UTF-8, a NUL byte, over
    :data:`~evaluation.MAX_SOLUTION_BYTES`, not a string) fails with status ``invalid`` and
    the reason in ``detail``, and no code is run. Lines whose identity cannot be known, and
    duplicates, are skipped and each is reported, with its line and field, through
    ``on_problem(problem)`` (default: a :class:`PredictionWarning`); the rest are graded
    all the same.
    ``quality`` measures code properties of passing programs (``gate="none"``: of every
    program). ``sandbox`` replaces the local pool (any object with the sandbox interface).
    ``scheduler`` grades on a Dask cluster instead (a scheduler address, or ``local:N`` for
    a local cluster of N workers; see :class:`evaluation.DaskSandbox`).
    """
    import datasets

    from evaluation._pool import LocalSandbox

    if gate not in ("strict", "none"):
        raise CodeAssayError(f"gate must be 'strict' or 'none', got {gate!r}")
    tasks, version, dataset_hash = tasks_from_dataset(dataset)
    if isinstance(predictions, datasets.Dataset):
        predictions = iter(predictions)
    good, problems = read_predictions(predictions, tasks)
    own_sandbox = sandbox is None
    if sandbox is None and scheduler is not None:
        from evaluation._dask_backend import DaskSandbox
        sandbox = DaskSandbox(scheduler)
    sandbox = sandbox or LocalSandbox(workers)
    try:
        header = {"type": HEADER_TYPE, "dataset_version": version, "dataset_hash": dataset_hash,
                  "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                  "sandbox": getattr(sandbox, "name", type(sandbox).__name__),
                  "protections": sandbox.protections(),
                  "limits": {"memory_bytes": MEMORY_LIMIT_BYTES, "nproc": NPROC_LIMIT,
                             "file_size_bytes": FILE_SIZE_LIMIT_BYTES, "open_files": OPEN_FILES_LIMIT,
                             "timeout_s": "per task" if timeout is None else timeout},
                  "quality_gate": gate if quality else None, "versions": _versions(),
                  # The tasks graded against, with their categories: a report counts a task
                  # without a result as failed against this list, not just the tasks present.
                  "tasks": {task_id: task.category for task_id, task in sorted(tasks.items())}}
        if quality:
            from evaluation.quality import analyzer_versions
            header["versions"].update(analyzer_versions())
        sink = ResultsFile(results_path, header, resume=resume) if results_path else _MemorySink()
        try:
            grade(good, tasks, sandbox, sink=sink, dataset_version=version, dataset_hash=dataset_hash,
                  quality=quality, gate=gate, timeout=timeout, progress=progress)
        finally:
            sink.close()
    finally:
        if own_sandbox:
            sandbox.close()
    for problem in problems:
        if on_problem is None:
            warnings.warn(f"skipped prediction: {problem}", PredictionWarning, stacklevel=2)
        else:
            on_problem(problem)
    return _to_dataset(sink.finished[p.key] for p in good)


def _to_dataset(rows: Iterable[dict]):
    from datasets import Dataset

    from evaluation._result_features import RESULT_FEATURES

    prepared = []
    for row in rows:
        row = dict(row)
        row["sample_id"] = str(row["sample_id"])
        codes = row.get("flake8_codes")
        row["flake8_codes"] = None if codes is None else json.dumps(codes, sort_keys=True)
        prepared.append({column: row.get(column) for column in RESULT_COLUMNS})
    return Dataset.from_list(prepared, features=RESULT_FEATURES)
