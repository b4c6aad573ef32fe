"""What every ``codeassay validate`` check shares: the report folder's files, merging a
``--tasks`` run with earlier rows, and writing CSV and Markdown."""
from __future__ import annotations

import argparse
import csv
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path

# The reports record times as every run folder does.
from codeassay._runfolder import now as utc_now
from evaluation import CodeAssayError, Problem

__all__ = ["DEFAULT_OUT", "TASK_VALIDATION_FILE", "VALIDATION_FIELDS",
           "MUTATION_RESULTS", "DIGITS", "VALIDATED", "EXIT_FAILED", "parse_ids",
           "folder_names", "read_json", "write_json", "latest_rows",
           "kept_from_earlier", "scope_note", "utc_now", "validated_times", "time_span",
           "existing_folders", "round_ratio", "pct", "num", "write_csv", "md_table",
           "merge_validation", "report_header", "write_report", "read_csv_rows",
           "mean_or_none", "parse_float"]

#: Where the reports go, relative to the current directory.
DEFAULT_OUT = "reports/validation"


#: The per-task summary the builder reads.
TASK_VALIDATION_FILE = "task_validation.json"


#: Fields of one task's entry in ``task_validation.json``.
VALIDATION_FIELDS = ("mutation_full", "mutation_hidden", "mutants", "statement_coverage",
                     "branch_coverage")


#: Every task's detailed mutation result, so that a ``--tasks`` run updates the reports.
MUTATION_RESULTS = "mutation_results.json"


#: Decimal places kept for ratios in the JSON and the CSV files.
DIGITS = 4


#: Column of the CSV files (key of the mutation results) holding when a task's row was
#: validated, in UTC, so that a report mixing runs can say how old its rows are.
VALIDATED = "validated"


EXIT_FAILED = 1


def parse_ids(text: str | None) -> set[str] | None:
    """The ids of a comma-separated ``--tasks`` value; None when it is empty (every task)."""
    return None if not text else {t.strip() for t in text.split(",") if t.strip()}


def folder_names(args: argparse.Namespace) -> set[str]:
    """The names of every task folder under ``--source``."""
    from dataset_builder._taskfile import task_folders

    return {p.name for p in task_folders(args.source)}


def read_json(path: Path, missing: object, advice: str) -> object:
    """The JSON in ``path``; ``missing`` when there is no such file yet."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return missing
    except json.JSONDecodeError as exc:
        raise CodeAssayError(f"{path}: not valid JSON ({exc.msg}, line {exc.lineno}); {advice}") from None


def write_json(path: Path, data: object, indent: int) -> None:
    """Replace ``path`` at once: readers (the builder) never see a half-written file."""
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=indent) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def latest_rows(saved: Sequence, fresh: Sequence) -> list:
    """Per task, the fresh result when there is one, else the saved one; sorted by id."""
    by_id = {r.task_id: r for r in saved}
    by_id.update((r.task_id, r) for r in fresh)
    return [by_id[key] for key in sorted(by_id)]


def kept_from_earlier(args: argparse.Namespace, tasks) -> set[str]:
    """Tasks whose earlier report rows a ``--tasks`` run keeps: every other task folder.

    A run over every task keeps nothing, so tasks whose folder is gone (or no longer
    reads) leave the reports of every check alike.
    """
    if args.tasks is None:
        return set()
    return folder_names(args) - {t.task_id for t in tasks}


def scope_note(fresh: int, total: int) -> str | None:
    """The report header's note when a ``--tasks`` run reports earlier results too."""
    return f" ({fresh} run now, the rest from earlier runs)" if total > fresh else None


def validated_times(saved: Mapping[str, Mapping], kept: Iterable[str],
                    fresh: Iterable[str]) -> dict[str, str | None]:
    """When each reported task's row was validated: now for the tasks run now, the time
    saved with the row for the rest (None for a row saved before times were recorded)."""
    times: dict[str, str | None] = {task_id: saved.get(task_id, {}).get(VALIDATED) or None
                                    for task_id in kept}
    times.update(dict.fromkeys(fresh, utc_now()))
    return times


def time_span(times: Mapping[str, str | None]) -> str:
    """The time span of a report's rows, for its header."""
    known = sorted(t for t in times.values() if t)
    if not known:
        return "rows validated at times not recorded"
    first, last = (datetime.fromisoformat(t).strftime("%Y-%m-%d %H:%M UTC") for t in (known[0], known[-1]))
    text = f"rows validated {first}" if first == last else f"rows validated from {first} to {last}"
    unknown = len(times) - len(known)
    return text + (f" ({unknown} earlier, time not recorded)" if unknown else "")


def existing_folders(args: argparse.Namespace) -> set[str] | None:
    """Every task folder under ``--source`` on a run over all tasks, else None."""
    return None if args.tasks is not None else folder_names(args)


def round_ratio(value: float | None) -> float | None:
    """A ratio rounded to the reports' precision; None stays None."""
    return None if value is None else round(value, DIGITS)


def pct(value: float | None) -> str:
    """A ratio as a percentage with one decimal, or ``n/a``."""
    return "n/a" if value is None else f"{100 * value:.1f}%"


def num(value: float | None) -> str:
    """A number with three decimals, or ``n/a``."""
    return "n/a" if value is None else f"{value:.3f}"


def write_csv(path: Path, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """Write a CSV with ``header``; None becomes an empty field."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows(["" if v is None else v for v in row] for row in rows)


def md_table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> list[str]:
    """A Markdown table's lines."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(v) for v in row) + " |" for row in rows]
    return lines


def merge_validation(out: Path, task_ids: Sequence[str], values: dict[str, dict[str, object]],
                     existing: set[str] | None) -> None:
    """Update ``task_validation.json``: only the given fields of the given tasks change.

    ``existing`` (every task folder, given on runs without ``--tasks``) drops the entries
    of tasks whose folder is gone; tasks added since are never dropped by an older run.
    """
    path = out / TASK_VALIDATION_FILE
    data = read_json(path, {}, "delete it and rerun every check")
    if existing is not None:
        data = {k: v for k, v in data.items() if k in existing}
    for task_id in task_ids:
        entry = {f: None for f in VALIDATION_FIELDS} | data.get(task_id, {})
        entry.update(values.get(task_id, {}))
        data[task_id] = entry
    write_json(path, dict(sorted(data.items())), indent=2)


def report_header(title: str, args: argparse.Namespace, tasks: Sequence, seconds: float,
                  skipped: Sequence[Problem], scope: str | None = None,
                  times: Mapping[str, str | None] | None = None) -> list[str]:
    """Title, task count, when the rows were validated (``times``, by task) and run time;
    ``scope`` says where the tasks came from when that is not simply ``--tasks``."""
    selected = scope if scope is not None else " (selected with --tasks)" if args.tasks else ""
    when = f"; {time_span(times)}" if times else ""
    lines = [f"# {title}", "",
             f"Tasks: {len(tasks)} from `{args.source}`{selected}{when}; run time {seconds:.1f} s.", ""]
    if skipped:
        lines += ["## Task folders that could not be read (skipped)", ""]
        lines += [f"- {p}" for p in skipped] + [""]
    return lines


def write_report(lines: list[str], path: Path) -> None:
    """Write a Markdown report's lines, ending in one newline."""
    path.write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")


def read_csv_rows(path: Path) -> dict[str, dict[str, str]]:
    """Rows of a report CSV keyed by task id; empty when the check has not run."""
    if not path.exists():
        return {}
    with path.open(encoding="utf-8", newline="") as handle:
        return {row["task_id"]: row for row in csv.DictReader(handle)}


def mean_or_none(values: Sequence[float]) -> float | None:
    """The mean of ``values``, or None when there are none."""
    return sum(values) / len(values) if values else None


def parse_float(text: str) -> float | None:
    """A CSV field as a float; an empty field is None."""
    return float(text) if text else None
