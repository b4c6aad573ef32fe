"""``codeassay validate redteam``: how the tests fare against the blind red team's programs.

Every blind wrong program runs against the hidden and the public subset, every correct
alternative against the full suite. ``redteam.csv`` holds one row per program with the
number of tests of each side that reject it; ``redteam.md`` gives the figures per
category. ``--first-try`` also records the programs' outcomes on the tests *as they are
now* in ``redteam_first_try.csv``, once per program (a row is never overwritten): run it
when a program is added, before the tests are strengthened, so the reports can say
honestly how many programs the tests rejected before they were fixed.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from codeassay._validation._common import (
    folder_names,
    md_table,
    pct,
    report_header,
    write_csv,
    write_report,
)

__all__ = ["cmd_redteam", "RED_TEAM_FILE", "FIRST_TRY_FILE", "MIN_HIDDEN_MARGIN"]

RED_TEAM_FILE = "redteam.csv"
FIRST_TRY_FILE = "redteam_first_try.csv"
#: A wrong program rejected by fewer hidden tests than this has a thin margin.
MIN_HIDDEN_MARGIN = 2


def _fields() -> list[str]:
    from dataset_builder._redteam import BlindProgramResult

    return [f.name for f in dataclasses.fields(BlindProgramResult)]


def _read_results(path: Path):
    """Saved program results from a red-team CSV, keyed by (task id, program)."""
    import csv

    from dataset_builder._redteam import BlindProgramResult

    if not path.exists():
        return {}
    ints = {"hidden_failing", "hidden_total", "public_failing", "public_total", "full_failing"}
    saved = {}
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            values = {k: (None if v == "" else int(v) if k in ints else v) for k, v in row.items()}
            result = BlindProgramResult(**values)
            saved[(result.task_id, result.program)] = result
    return saved


def _write_results(path: Path, results) -> None:
    fields = _fields()
    write_csv(path, fields, [[getattr(r, f) for f in fields] for r in results])


def _count(results, predicate) -> int:
    return sum(1 for r in results if predicate(r))


def cmd_redteam(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    """Run the blind programs, merge with earlier rows, write the CSVs and the report."""
    from codeassay._build import sandbox_runner
    from dataset_builder._redteam import run_blind_programs

    started = time.perf_counter()
    fresh = run_blind_programs(tasks, sandbox_runner(args.workers, None))
    seconds = time.perf_counter() - started

    first_path = out / FIRST_TRY_FILE
    first = _read_results(first_path)
    if args.first_try:
        added = [r for r in fresh if (r.task_id, r.program) not in first]
        first.update(((r.task_id, r.program), r) for r in added)
        _write_results(first_path, [first[k] for k in sorted(first)])
        print(f"redteam: first try recorded for {len(added)} new program(s) in {first_path}")

    # Rows of tasks not run now are kept while their folder exists; this run's tasks are
    # replaced whole, so a program that was removed leaves the report.
    run_ids = {t.task_id for t in tasks}
    folders = folder_names(args)
    current = {k: r for k, r in _read_results(out / RED_TEAM_FILE).items()
               if k[0] in folders and k[0] not in run_ids}
    current.update(((r.task_id, r.program), r) for r in fresh)
    results = [current[k] for k in sorted(current)]
    _write_results(out / RED_TEAM_FILE, results)

    lines = report_header("Blind red team", args, sorted({r.task_id for r in results}), seconds, skipped,
                          scope=None if not args.tasks else " (the rest from earlier runs)")
    lines += _explanation()
    lines += _by_category(results, first)
    thin = [r for r in results if r.kind == "wrong" and r.hidden_rejects
            and (r.hidden_failing or 0) < MIN_HIDDEN_MARGIN]
    lines += ["", f"## Rejected by only one hidden test ({len(thin)})", ""]
    lines += [f"- {r.task_id} `{r.program}` ({r.requirement})" for r in thin] or ["None."]
    lines += ["", "## Per program", ""]
    lines += md_table(["task", "program", "requirement", "hidden failing (first try)",
                       "public failing (first try)", "full suite (correct programs)"],
                      [_program_row(r, first.get((r.task_id, r.program))) for r in results])
    write_report(lines, out / "redteam.md")

    escaped = [r for r in fresh if (r.kind == "wrong" and not (r.hidden_rejects and r.public_rejects))
               or (r.kind == "correct" and not r.full_passes)]
    for r in escaped:
        what = ("passes a subset it must fail" if r.kind == "wrong" else
                f"fails the full suite ({r.full_status}, {r.full_failing} test(s))")
        print(f"tasks_src/{r.task_id}/{r.program}: {what}", file=sys.stderr)
    print(f"redteam: {len(fresh)} program(s) of {len(tasks)} task(s) run in {seconds:.1f} s, "
          f"{len(escaped)} not where they belong; report in {out / 'redteam.md'}")
    return not escaped


def _explanation() -> list[str]:
    return [
        "Blind programs are written by an author who saw only the task's `task.yaml` "
        "(description and signature), never its tests, reference or other wrong programs: "
        "wrong ones (`wrong/*.py` whose first line is `# blind: R<n> - ...`) each contradict "
        "one named requirement the way a model would; correct ones live in `alternatives/`. "
        "Every build requires each blind wrong program to fail the hidden and the public "
        "subset and each correct one to pass the full suite. *First try* is the outcome on "
        "the tests as they were when the program was added, before any test was changed "
        f"because of it (`{FIRST_TRY_FILE}`); *now* is the outcome on the current tests. "
        "A side *rejects* a program when the program does not pass it; the failing counts "
        "are the tests of that side that did not pass.", ""]


def _by_category(results, first) -> list[str]:
    """Per category: the first try over every program ever recorded (as written), and the
    current outcome over the programs the task folders hold now."""
    from evaluation import CATEGORIES

    def share(hit: int, n: int) -> str:
        return f"{hit}/{n} ({pct(hit / n)})" if n else "-"

    recorded = list(first.values())
    rows = []
    for name in [*CATEGORIES, "all"]:
        members = [r for r in results if name in ("all", r.category)]
        before = [r for r in recorded if name in ("all", r.category)]
        if not members and not before:
            continue
        wrong = [r for r in members if r.kind == "wrong"]
        correct = [r for r in members if r.kind == "correct"]
        wrong_first = [r for r in before if r.kind == "wrong"]
        correct_first = [r for r in before if r.kind == "correct"]
        rows.append([
            name, len(wrong_first),
            share(_count(wrong_first, lambda r: r.hidden_rejects), len(wrong_first)),
            share(_count(wrong_first, lambda r: r.public_rejects), len(wrong_first)),
            len(correct_first), share(_count(correct_first, lambda r: r.full_passes), len(correct_first)),
            len({r.task_id for r in members}), len(wrong),
            share(_count(wrong, lambda r: r.hidden_rejects), len(wrong)),
            share(_count(wrong, lambda r: r.public_rejects), len(wrong)),
            share(_count(wrong, lambda r: (r.hidden_failing or 0) >= MIN_HIDDEN_MARGIN
                         and r.hidden_rejects), len(wrong)),
            len(correct), share(_count(correct, lambda r: r.full_passes), len(correct)),
        ])
    return ["## Per category", "",
            "First try: every blind program as written, on the tests of the time. Now: the "
            "programs the task folders hold, on the current tests (a program the tests showed "
            "to be allowed by the description moves from `wrong/` to `alternatives/`).", ""] + md_table(
        ["category", "blind wrong written", "hidden rejects, first try", "public rejects, first try",
         "blind correct written", "correct pass, first try", "tasks now", "blind wrong now",
         "hidden rejects, now", "public rejects, now", f"rejected by >= {MIN_HIDDEN_MARGIN} hidden tests, now",
         "correct now", "correct pass, now"], rows)


def _program_row(r, before) -> Sequence[object]:
    def side(result, name: str) -> str:
        if result is None or getattr(result, f"{name}_status") is None:
            return "-"
        return f"{getattr(result, f'{name}_failing')}/{getattr(result, f'{name}_total')}"

    if r.kind == "wrong":
        return [r.task_id, f"`{r.program}`", r.requirement,
                f"{side(r, 'hidden')} ({side(before, 'hidden')})",
                f"{side(r, 'public')} ({side(before, 'public')})", "-"]
    was = "-" if before is None else ("passes" if before.full_passes else "fails")
    return [r.task_id, f"`{r.program}`", "-", "-", "-",
            f"{'passes' if r.full_passes else '**fails**'} ({was})"]
