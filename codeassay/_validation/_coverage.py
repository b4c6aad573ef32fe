"""``codeassay validate coverage``: statement and branch coverage of every reference."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping
from pathlib import Path

from codeassay._validation._common import (
    VALIDATED,
    existing_folders,
    kept_from_earlier,
    md_table,
    merge_validation,
    parse_float,
    pct,
    read_csv_rows,
    report_header,
    round_ratio,
    scope_note,
    validated_times,
    write_csv,
    write_report,
)

__all__ = ["cmd_coverage"]


def cmd_coverage(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    """Measure statement and branch coverage of every reference under the full and the
    hidden suite; write coverage.csv/md and update task_validation.json."""
    from dataset_builder._coverage import (
        BRANCH_COVERAGE_BAR,
        STATEMENT_COVERAGE_BAR,
        measure_coverage,
    )

    started = time.perf_counter()
    results = measure_coverage(tasks, ("full", "hidden"), workers=args.workers)
    seconds = time.perf_counter() - started
    saved_rows = read_csv_rows(out / "coverage.csv")
    categories, by = _saved_coverage(saved_rows, kept_from_earlier(args, tasks))
    times = validated_times(saved_rows, list(categories), [t.task_id for t in tasks])
    categories.update((t.task_id, t.category) for t in tasks)
    by.update(((r.task_id, r.suite), r) for r in results)
    scope = scope_note(len(tasks), len(categories))
    reported = sorted(categories)
    rows = []
    for task_id in reported:
        row = [task_id, categories[task_id]]
        for suite in ("full", "hidden"):
            r = by[(task_id, suite)]
            # unrounded: a later --tasks run rebuilds this task's report lines from the CSV
            row += [r.statement, r.branch, r.statements, r.branches,
                    " ".join(map(str, r.missing_lines)),
                    " ".join(f"{a}->{b}" for a, b in r.missing_branches)]
        errors = (by[(task_id, s)].error for s in ("full", "hidden"))
        row += [" | ".join(e for e in errors if e), times[task_id]]
        rows.append(row)
    header = ["task_id", "category"]
    for suite in ("full", "hidden"):
        header += [f"{suite}_{c}" for c in ("statement", "branch", "statements", "branches",
                                            "missing_lines", "missing_branches")]
    write_csv(out / "coverage.csv", header + ["error", VALIDATED], rows)

    errors = [r.error for r in by.values() if r.error]
    lines = report_header("Coverage of the references", args, reported, seconds, skipped, scope=scope,
                          times=times)
    lines += ["coverage.py with `branch=True`, measuring only the reference (`solution.py`), "
              "started before pytest imports the suite. Branch coverage is n/a for code without "
              "branches. Bars (task standard): statement 100% and branch at least "
              f"{BRANCH_COVERAGE_BAR:.0%} under the full suite.", ""]
    for suite in ("full", "hidden"):
        ok = [by[(tid, suite)] for tid in reported if not by[(tid, suite)].error]
        st = sum(r.statements for r in ok)
        cs = sum(round((r.statement or 0) * r.statements) for r in ok)
        br = sum(r.branches for r in ok)
        cb = sum(round((r.branch or 0) * r.branches) for r in ok)
        lines.append(f"- {suite} suite: statements {pct(cs / st if st else None)}, "
                     f"branches {pct(cb / br if br else None)} (pooled over {len(ok)} tasks)")
    full = [by[(tid, "full")] for tid in reported]
    below = [r for r in full if not r.error and (
        (r.statement or 0) < STATEMENT_COVERAGE_BAR
        or (r.branch is not None and r.branch < BRANCH_COVERAGE_BAR))]
    lines += ["", f"Tasks below the bars under the full suite: {len(below)}.", ""]
    if errors:
        lines += ["## Errors", ""] + [f"- {e}" for e in errors] + [""]
    if below:
        lines += ["## Below the bars (full suite)", ""]
        for r in below:
            lines_missing = ", ".join(map(str, r.missing_lines)) or "-"
            branches_missing = ", ".join(f"{a}->{b}" for a, b in r.missing_branches) or "-"
            lines.append(f"- {r.task_id}: statements {pct(r.statement)} (missing lines "
                         f"{lines_missing}), branches {pct(r.branch)} "
                         f"(missing {branches_missing})")
        lines.append("")
    lines += ["## Per task", ""]
    lines += md_table(["task", "full stmt", "full branch", "hidden stmt", "hidden branch"],
                      [[tid] + [pct(getattr(by[(tid, s)], kind))
                                for s in ("full", "hidden") for kind in ("statement", "branch")]
                       for tid in reported])
    write_report(lines, out / "coverage.md")
    values = {t.task_id: {"statement_coverage": round_ratio(by[(t.task_id, "full")].statement),
                          "branch_coverage": round_ratio(by[(t.task_id, "full")].branch)} for t in tasks}
    merge_validation(out, [t.task_id for t in tasks], values, existing=existing_folders(args))
    errors_now = [r.error for r in results if r.error]  # the exit status judges this run
    for e in errors_now:
        print(e, file=sys.stderr)
    print(f"coverage: {len(tasks)} task(s) run, {len(reported)} reported, {len(below)} below the "
          f"bars, {len(errors_now)} error(s); "
          f"report in {out / 'coverage.md'}")
    return not errors_now


def _saved_coverage(rows: Mapping[str, Mapping[str, str]], keep: set[str]):
    """Categories and per-suite results of the tasks in ``keep`` from the rows of
    ``coverage.csv``."""
    from dataset_builder._coverage import CoverageResult

    categories: dict[str, str] = {}
    found = {}
    for task_id, row in rows.items():
        if task_id not in keep:
            continue
        categories[task_id] = row["category"]
        for suite in ("full", "hidden"):
            found[(task_id, suite)] = CoverageResult(
                task_id, suite, parse_float(row[f"{suite}_statement"]), parse_float(row[f"{suite}_branch"]),
                int(row[f"{suite}_statements"] or 0), int(row[f"{suite}_branches"] or 0),
                tuple(int(n) for n in row[f"{suite}_missing_lines"].split()),
                tuple((int(a), int(b)) for a, _, b in
                      (pair.partition("->") for pair in row[f"{suite}_missing_branches"].split())),
                # the CSV joins both suites' errors; one copy is enough to report them
                (row["error"] or None) if suite == "full" else None)
    return categories, found
