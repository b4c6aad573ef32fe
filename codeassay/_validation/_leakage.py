"""``codeassay validate leakage``: similarity of every task to public benchmarks."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from codeassay._validation._common import (
    VALIDATED,
    kept_from_earlier,
    latest_rows,
    md_table,
    num,
    read_csv_rows,
    report_header,
    scope_note,
    validated_times,
    write_csv,
    write_report,
)

__all__ = ["cmd_leakage"]


def cmd_leakage(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    """Compare every task's description and reference with HumanEval (and MBPP when given);
    write leakage.csv/md. False when a pair reaches the threshold."""
    from dataset_builder._leakage import (
        LEAKAGE_THRESHOLD,
        audit_leakage,
        humaneval_corpus,
        mbpp_corpus,
    )

    corpus = humaneval_corpus()
    if args.mbpp:
        corpus += mbpp_corpus(Path(args.mbpp))
    names = list(dict.fromkeys(item.source for item in corpus))
    started = time.perf_counter()
    fresh = audit_leakage(tasks, corpus, workers=args.workers)
    seconds = time.perf_counter() - started
    saved_rows = read_csv_rows(out / "leakage.csv")
    saved = _saved_leakage(saved_rows, kept_from_earlier(args, tasks), names)
    results = latest_rows(saved, fresh)
    times = validated_times(saved_rows, [r.task_id for r in saved], [r.task_id for r in fresh])
    threshold = LEAKAGE_THRESHOLD if args.threshold is None else args.threshold
    header = ["task_id"] + [f"{field}_{n}_{col}" for field in ("description", "reference")
                            for n in names for col in ("max", "item")] + ["flagged", VALIDATED]
    rows = []
    for r in results:
        row = [r.task_id]
        for best in (r.description, r.reference):
            for n in names:
                # unrounded: a later --tasks run rebuilds the report from the CSV
                row += [best[n].ratio, best[n].item_id]
        row += [bool(r.flagged(threshold)), times[r.task_id]]
        rows.append(row)
    write_csv(out / "leakage.csv", header, rows)
    flagged = [(r.task_id, field, m) for r in results for field, m in r.flagged(threshold)]
    sizes = {n: sum(1 for i in corpus if i.source == n) for n in names}
    lines = report_header("Leakage audit", args, results, seconds, skipped,
                          scope=scope_note(len(fresh), len(results)), times=times)
    lines += [
        "Measure: `difflib.SequenceMatcher(None, codeassay_text, benchmark_text, "
        "autojunk=False).ratio()`, the CodeAssay text always first (the ratio is not "
        "symmetric in general). `autojunk` is off "
        "because its popularity heuristic treats common characters of any text over 200 characters "
        "as junk and understates similarity (a lightly edited HumanEval prompt scores 0.62 against "
        "its original with it, 0.91 without).",
        "",
        "Compared: the task's description (task.yaml, stripped) against HumanEval `prompt` "
        "(signature and docstring) / MBPP `text`; the task's whole reference.py against HumanEval "
        "`prompt + canonical_solution` / MBPP `code`. Maxima are exact: a pair is skipped, or its "
        "comparison stopped, only when an upper bound (the longest common subsequence of what "
        "is left to match) shows it cannot beat the best ratio found.",
        "",
        "Corpora: " + ", ".join(f"{n} ({sizes[n]} problems)" for n in names)
        + (". MBPP was not given (--mbpp FILE)." if not args.mbpp else "."),
        "", f"Threshold: {threshold:.2f}. Flagged pairs: {len(flagged)}.", ""]
    for field in ("description", "reference"):
        for n in names:
            best = max(results, key=lambda r: getattr(r, field)[n].ratio, default=None)
            if best is not None:
                m = getattr(best, field)[n]
                lines.append(f"- maximum {field} similarity vs {n}: {num(m.ratio)} "
                             f"({best.task_id} ~ {m.item_id})")
    lines.append("")
    if flagged:
        lines += ["## Flagged", ""] + [f"- {tid} {field}: {num(m.ratio)} vs {m.source} {m.item_id}"
                                       for tid, field, m in flagged] + [""]
    lines += ["## Per task", ""]
    lines += md_table(["task"] + [f"{f} vs {n}" for f in ("description", "reference") for n in names],
                      [[r.task_id] + [f"{num(b[n].ratio)} ({b[n].item_id})"
                                      for b in (r.description, r.reference) for n in names]
                       for r in results])
    write_report(lines, out / "leakage.md")
    for tid, field, m in flagged:
        print(f"tasks_src/{tid}: {field} similarity {m.ratio:.3f} to {m.source} {m.item_id} "
              f"reaches the threshold {threshold:.2f}", file=sys.stderr)
    print(f"leakage: {len(fresh)} task(s) vs {', '.join(names)} in {seconds:.1f} s, "
          f"{len(results)} reported; "
          f"{len(flagged)} "
          f"flagged; report in {out / 'leakage.md'}")
    return not flagged


def _saved_leakage(rows: Mapping[str, Mapping[str, str]], keep: set[str], names: Sequence[str]) -> list:
    """Results of the tasks in ``keep`` from the rows of ``leakage.csv``; a row from a run
    against other benchmarks than ``names`` is not comparable and is left out."""
    from dataset_builder._leakage import LeakageResult, Match

    saved = []
    for task_id, row in rows.items():
        if task_id not in keep:
            continue
        try:
            best = [{n: Match(float(row[f"{field}_{n}_max"]), n, row[f"{field}_{n}_item"])
                     for n in names} for field in ("description", "reference")]
        except (KeyError, TypeError, ValueError):
            continue
        saved.append(LeakageResult(task_id, *best))
    return saved
