"""``codeassay validate split``: every task's tests split as the manifest says."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping
from pathlib import Path

from codeassay._validation._common import (
    VALIDATED,
    kept_from_earlier,
    latest_rows,
    md_table,
    read_csv_rows,
    report_header,
    scope_note,
    validated_times,
    write_csv,
    write_report,
)

__all__ = ["cmd_split"]


def cmd_split(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    """Check that every task's tests split as the manifest says; write split.csv/md. False
    when a split is wrong."""
    from dataset_builder._split_check import check_splits

    started = time.perf_counter()
    fresh = check_splits(tasks, workers=args.workers)
    seconds = time.perf_counter() - started
    saved_rows = read_csv_rows(out / "split.csv")
    saved = _saved_splits(saved_rows, kept_from_earlier(args, tasks))
    checks = latest_rows(saved, fresh)
    times = validated_times(saved_rows, [c.task_id for c in saved], [c.task_id for c in fresh])
    write_csv(out / "split.csv", ["task_id", "full", "public", "hidden", "ok", "problems", VALIDATED],
              [[c.task_id, c.full, c.public, c.hidden, c.ok, " | ".join(c.problems), times[c.task_id]]
               for c in checks])
    bad = [c for c in checks if not c.ok]
    lines = report_header("Split validation", args, checks, seconds, skipped,
                          scope=scope_note(len(fresh), len(checks)), times=times)
    lines += ["Checks per task: public and hidden disjoint; union = full suite in source order; "
              "at least two tests per side; both files parse and define exactly their tests; "
              "`pytest --collect-only` (reference as solution.py) collects exactly the expected "
              "tests from the full, public and hidden file.", ""]
    total = [sum(getattr(c, side) for c in checks) for side in ("full", "public", "hidden")]
    lines += [f"Test units: {total[0]} ({total[1]} public, {total[2]} hidden). "
              f"Tasks with problems: {len(bad)}.", ""]
    if bad:
        lines += ["## Problems", ""] + [f"- {p}" for c in bad for p in c.problems] + [""]
    lines += ["## Per task", ""]
    lines += md_table(["task", "full", "public", "hidden", "ok"],
                      [[c.task_id, c.full, c.public, c.hidden, "yes" if c.ok else "**no**"]
                       for c in checks])
    write_report(lines, out / "split.md")
    bad_now = [c for c in fresh if not c.ok]  # the exit status judges this run's tasks
    for p in (p for c in bad_now for p in c.problems):
        print(p, file=sys.stderr)
    print(f"split: {len(fresh)} task(s) run, {len(checks)} reported, {len(bad_now)} with "
          f"problems; report in {out / 'split.md'}")
    return not bad_now


def _saved_splits(rows: Mapping[str, Mapping[str, str]], keep: set[str]) -> list:
    """Split checks of the tasks in ``keep`` from the rows of ``split.csv``."""
    from dataset_builder._split_check import SplitCheck

    return [SplitCheck(task_id, int(row["full"]), int(row["public"]), int(row["hidden"]),
                       tuple(p for p in row["problems"].split(" | ") if p))
            for task_id, row in rows.items() if task_id in keep]
