"""From Inspect logs to CodeAssay results files, so ``codeassay report`` reads Inspect runs.

Each sample and epoch of a ``codeassay/codeassay`` log becomes one result row with the
columns ``codeassay evaluate`` writes, taken from the score the CodeAssay scorer left:
``model`` names the configuration (``<inspect model>-std`` or ``-sec`` after the prompt,
the suffixes ``codeassay report`` pairs prompts by, or ``--model``) and ``sample_id`` is
the epoch less one. The header carries the dataset version and hash, the limits and
protections the scorer graded under, and which logs the rows came from. Rows go through
the engine's own results-file writer, so a file is resumed, never overwritten: rows
already in it are kept and not written twice.

The logs hold no hidden-test text, so the ``failure_excerpt`` of a failing row says so
instead of quoting; ``codeassay evaluate`` on the same program gives the excerpt.

Bad input never costs good input: a file that is not an Inspect log, a log of another
task, a sample without a CodeAssay score ... each becomes a :class:`~evaluation.Problem`
naming the file and the sample, and every other row is written.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import evaluation
from codeassay._inspect._names import (
    INITIAL_KEY,
    NOT_LOGGED_COLUMNS,
    PROMPT_SUFFIXES,
    REFUSED_KEY,
    SCORER_NAME,
    SETUP_KEY,
    TASK_NAMES,
)
from codeassay._protocol import PROMPTS
from evaluation import MissingDependencyError, Problem, ResultsFile, prediction_key

__all__ = ["import_inspect", "ImportSummary", "EXCERPT_NOT_IN_LOG"]

#: The ``failure_excerpt`` of an imported failing row.
EXCERPT_NOT_IN_LOG = ("(not in the Inspect log, which keeps no hidden-test text; "
                      "`codeassay evaluate` on this program gives the excerpt)")
#: The ``type`` of a results file's header line.
_HEADER_TYPE = "header"


@dataclass(frozen=True)
class ImportSummary:
    """What an import wrote: rows per file, rows already there, and every problem."""

    out: Path
    logs: int
    written: int
    already: int
    initial_out: Path | None = None
    initial_written: int = 0
    problems: tuple[Problem, ...] = field(default_factory=tuple)

    def __str__(self) -> str:
        text = (f"imported {self.written} row(s) from {self.logs} log(s) into {self.out}"
                + (f" ({self.already} already there)" if self.already else ""))
        if self.initial_out is not None:
            text += f"\nfirst attempts: {self.initial_written} row(s) into {self.initial_out}"
        if self.problems:
            text += f"\n{len(self.problems)} problem(s); the rows they name were not imported"
        return text


@dataclass
class _Rows:
    """Rows gathered from the logs, in order, with where each came from."""

    final: list[dict] = field(default_factory=list)
    initial: list[dict] = field(default_factory=list)
    where: dict[str, str] = field(default_factory=dict)
    setup: dict | None = None
    sources: list[dict] = field(default_factory=list)


def _read_log(path: Path, problems: list[Problem]):
    """The log at ``path``, or None with the reason among ``problems``."""
    from inspect_ai.log import read_eval_log

    where = str(path)
    if path.is_dir():
        problems.append(Problem("is a directory; give log files (e.g. logs/*.eval)", path=where))
        return None
    if not path.exists():
        problems.append(Problem("log file not found", path=where))
        return None
    try:
        return read_eval_log(where)
    except Exception as exc:  # noqa: BLE001 - Inspect's reader raises many kinds for bad files
        reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        problems.append(Problem(f"is not an Inspect eval log ({type(exc).__name__}: {reason})",
                                path=where))
        return None


def _model_name(log, model: str | None) -> str:
    if model is not None:
        return model
    prompt = (log.eval.task_args or {}).get("prompt", PROMPTS[0])
    return f"{log.eval.model}{PROMPT_SUFFIXES.get(prompt, f'-{prompt}')}"


def _row(metadata: Mapping, model: str, sample_id: int) -> dict:
    """A result row in ``codeassay evaluate``'s column order from a score's metadata."""
    row = {column: metadata.get(column) for column in evaluation.RESULT_COLUMNS}
    row.update(model=model, sample_id=sample_id)
    row["failure_excerpt"] = "" if row["passed"] else EXCERPT_NOT_IN_LOG
    return row


def _gather(path: Path, log, rows: _Rows, model: str | None, problems: list[Problem]) -> None:
    """Add the rows of one log (already read) to ``rows``; problems name file and sample."""
    where = str(path)
    if log.eval.task not in TASK_NAMES:
        problems.append(Problem(f"is a log of task {log.eval.task!r}, not CodeAssay's "
                                f"({TASK_NAMES[0]})", path=where))
        return
    if log.samples is None:
        problems.append(Problem("holds no samples (was the eval run with --no-log-samples?)",
                                path=where))
        return
    name = _model_name(log, model)
    planned = (log.eval.dataset.samples or 0) * (log.eval.config.epochs or 1)
    if len(log.samples) < planned:
        problems.append(Problem(f"holds {len(log.samples)} of the {planned} samples the eval "
                                f"planned (status {log.status!r}); the others cannot be imported",
                                path=where))
    rows.sources.append({"log": path.name, "eval_id": log.eval.eval_id, "run_id": log.eval.run_id,
                         "task": log.eval.task, "model": log.eval.model, "status": log.status,
                         "created": log.eval.created, "task_args": log.eval.task_args})
    for sample in log.samples:
        label = f"sample {sample.id!r} (epoch {sample.epoch})"
        score = (sample.scores or {}).get(SCORER_NAME)
        if score is None:
            why = f": the sample failed: {sample.error.message}" if sample.error else ""
            problems.append(Problem(f"{label}: has no CodeAssay score{why}", path=where))
            continue
        metadata = score.metadata or {}
        if metadata.get(REFUSED_KEY):
            problems.append(Problem(f"{label}: the grader refused the program: "
                                    f"{metadata[REFUSED_KEY]}", path=where))
            continue
        missing = [c for c in evaluation.RESULT_COLUMNS
                   if c not in metadata and c not in NOT_LOGGED_COLUMNS]
        if missing or metadata.get("task_id") != sample.id:
            problems.append(Problem(f"{label}: the score is not a CodeAssay result "
                                    f"(missing {', '.join(missing) or 'the task id'})", path=where))
            continue
        setup = metadata.get(SETUP_KEY) or {}
        if rows.setup is None:
            rows.setup = dict(setup)
        elif setup.get("dataset_hash") != rows.setup.get("dataset_hash"):
            problems.append(Problem(
                f"{label}: graded against dataset {setup.get('dataset_hash')} (version "
                f"{setup.get('dataset_version')}), not {rows.setup.get('dataset_hash')} like the "
                "rows before; import it into another results file", path=where))
            continue
        final = _row(metadata, name, sample.epoch - 1)
        key = prediction_key(final["task_id"], name, final["sample_id"])
        if key in rows.where:
            problems.append(Problem(f"{label}: the same model ({name}), task and sample as "
                                    f"{rows.where[key]}; give --model to tell runs apart",
                                    path=where))
            continue
        rows.where[key] = f"{where} {label}"
        rows.final.append(final)
        first = metadata.get(INITIAL_KEY)
        rows.initial.append(_row(first, name, sample.epoch - 1) if first else
                            {**final, "repaired": False})


def _write(path: Path, header: dict, rows: list[dict]) -> tuple[int, int]:
    """Append the rows not yet in the results file at ``path``: (written, already there)."""
    written = already = 0
    with ResultsFile(path, header, resume=True) as sink:
        for row in rows:
            if prediction_key(row["task_id"], row["model"], row["sample_id"]) in sink.finished:
                already += 1
                continue
            sink.write(row)
            written += 1
    return written, already


def import_inspect(logs: Iterable[str | Path], out: str | Path, *,
                   initial: str | Path | None = None, model: str | None = None) -> ImportSummary:
    """Turn Inspect logs of ``codeassay/codeassay`` into a CodeAssay results file.

    ``out`` gets one row per sample and epoch (resumed if it exists: rows already in it
    are kept and not written again; a file graded against another dataset is refused).
    ``initial``, when given, gets the first attempts' rows, for ``codeassay report
    --initial``. ``model`` names the configuration instead of ``<model>-std``/``-sec``.
    Problems (bad files, samples without a score ...) are returned, each naming the file
    and the sample, and their rows are left out; everything else is written.
    """
    try:
        import inspect_ai  # noqa: F401
    except ImportError:
        raise MissingDependencyError("inspect-ai", "inspect", "Reading Inspect logs") from None
    paths = [Path(p) for p in logs]
    if not paths:
        raise evaluation.CodeAssayError("give at least one Inspect log")
    problems: list[Problem] = []
    rows = _Rows()
    for path in paths:
        log = _read_log(path, problems)
        if log is not None:
            _gather(path, log, rows, model, problems)
    out = Path(out)
    initial_out = None if initial is None else Path(initial)
    written = already = initial_written = 0
    if rows.final:
        header = {"type": _HEADER_TYPE, **(rows.setup or {}),
                  "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                  "inspect_logs": rows.sources}
        written, already = _write(out, header, rows.final)
        if initial_out is not None:
            initial_written, _ = _write(initial_out, header, rows.initial)
    return ImportSummary(out=out, logs=len(paths), written=written, already=already,
                         initial_out=initial_out, initial_written=initial_written,
                         problems=tuple(problems))
