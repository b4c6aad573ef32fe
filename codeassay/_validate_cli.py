"""The ``codeassay validate`` sub-command: split, coverage, mutation, leakage, red team.

``codeassay validate {split,coverage,mutation,leakage,redteam,summary,all}`` reads the
task sources, runs the check and writes a CSV and a Markdown report per check into
``--out`` (``summary``: per category from the other reports, and every task's requirement
traceability per side of the split), plus
``task_validation.json`` (task id -> mutation_full, mutation_hidden, mutants,
statement_coverage, branch_coverage) that the builder reads. A task folder that does not
read cleanly is reported and skipped, so one half-written task does not stop the audit.

Exit status: 0 when every task was validated, 1 when a task could not be read or run,
its split is wrong, or a leakage pair reaches the threshold; bars that are missed
(coverage, mutation score) are listed in the reports, not failures of the command.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime, timezone
from pathlib import Path

from evaluation import CodeAssayError, Problem

__all__ = ["register", "TASK_VALIDATION_FILE", "DEFAULT_OUT"]

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
_DIGITS = 4
#: Column of the CSV files (key of the mutation results) holding when a task's row was
#: validated, in UTC, so that a report mixing runs can say how old its rows are.
VALIDATED = "validated"

EXIT_FAILED = 1
_COMMANDS = ("split", "coverage", "mutation", "leakage", "redteam", "summary", "all")


# --------------------------------------------------------------------------- helpers

def _ids(text: str | None) -> set[str] | None:
    return None if not text else {t.strip() for t in text.split(",") if t.strip()}


def _task_folders(args: argparse.Namespace) -> set[str]:
    """The names of every task folder under ``--source``."""
    from dataset_builder._taskfile import task_folders

    return {p.name for p in task_folders(args.source)}


def _read_json(path: Path, missing: object, advice: str) -> object:
    """The JSON in ``path``; ``missing`` when there is no such file yet."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return missing
    except json.JSONDecodeError as exc:
        raise CodeAssayError(f"{path}: not valid JSON ({exc.msg}, line {exc.lineno}); {advice}") from None


def _write_json(path: Path, data: object, indent: int) -> None:
    """Replace ``path`` at once: readers (the builder) never see a half-written file."""
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=indent) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def _latest(saved: Sequence, fresh: Sequence) -> list:
    """Per task, the fresh result when there is one, else the saved one; sorted by id."""
    by_id = {r.task_id: r for r in saved}
    by_id.update((r.task_id, r) for r in fresh)
    return [by_id[key] for key in sorted(by_id)]


def _merge_mutation_results(out: Path, fresh, keep: set[str]) -> tuple[list, dict[str, str | None]]:
    """Every task's latest mutation result, sorted by id, saved to :data:`MUTATION_RESULTS`,
    and when each was validated.

    Earlier results are kept for the tasks in ``keep`` (see :func:`_kept_from_earlier`);
    the fresh results replace the rest. The reports show the suites of this run.
    """
    from dataset_builder._mutation import SuiteMutation, TaskMutation

    path = out / MUTATION_RESULTS
    saved = {entry["task_id"]: entry for entry in
             _read_json(path, [], "delete it and rerun the mutation check over every task")}
    kept = [TaskMutation(entry["task_id"], entry["category"],
                         {name: SuiteMutation(name, statuses)
                          for name, statuses in entry["suites"].items()},
                         entry["diffs"], entry["seconds"], entry["error"])
            for entry in saved.values() if entry["task_id"] in keep]
    results = _latest(kept, fresh)
    times = _validated(saved, [r.task_id for r in kept], [r.task_id for r in fresh])
    records = [{"task_id": r.task_id, "category": r.category,
                "suites": {name: s.status_by_key for name, s in r.suites.items()},
                "diffs": r.diffs, "seconds": round(r.seconds, 2), "error": r.error,
                VALIDATED: times[r.task_id]} for r in results]
    _write_json(path, records, indent=1)
    return results, times


def _kept_from_earlier(args: argparse.Namespace, tasks) -> set[str]:
    """Tasks whose earlier report rows a ``--tasks`` run keeps: every other task folder.

    A run over every task keeps nothing, so tasks whose folder is gone (or no longer
    reads) leave the reports of every check alike.
    """
    if args.tasks is None:
        return set()
    return _task_folders(args) - {t.task_id for t in tasks}


def _scope(fresh: int, total: int) -> str | None:
    """The report header's note when a ``--tasks`` run reports earlier results too."""
    return f" ({fresh} run now, the rest from earlier runs)" if total > fresh else None


def _now() -> str:
    """This moment in UTC, to the second, as the reports record it."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _validated(saved: Mapping[str, Mapping], kept: Iterable[str],
               fresh: Iterable[str]) -> dict[str, str | None]:
    """When each reported task's row was validated: now for the tasks run now, the time
    saved with the row for the rest (None for a row saved before times were recorded)."""
    times: dict[str, str | None] = {task_id: saved.get(task_id, {}).get(VALIDATED) or None
                                    for task_id in kept}
    times.update(dict.fromkeys(fresh, _now()))
    return times


def _span(times: Mapping[str, str | None]) -> str:
    """The time span of a report's rows, for its header."""
    known = sorted(t for t in times.values() if t)
    if not known:
        return "rows validated at times not recorded"
    first, last = (datetime.fromisoformat(t).strftime("%Y-%m-%d %H:%M UTC") for t in (known[0], known[-1]))
    text = f"rows validated {first}" if first == last else f"rows validated from {first} to {last}"
    unknown = len(times) - len(known)
    return text + (f" ({unknown} earlier, time not recorded)" if unknown else "")


def _existing(args: argparse.Namespace) -> set[str] | None:
    """Every task folder under ``--source`` on a run over all tasks, else None."""
    return None if args.tasks is not None else _task_folders(args)


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, _DIGITS)


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _num(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def _write_csv(path: Path, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        writer.writerows(["" if v is None else v for v in row] for row in rows)


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(v) for v in row) + " |" for row in rows]
    return lines


def _merge_validation(out: Path, task_ids: Sequence[str], values: dict[str, dict[str, object]],
                      existing: set[str] | None) -> None:
    """Update ``task_validation.json``: only the given fields of the given tasks change.

    ``existing`` (every task folder, given on runs without ``--tasks``) drops the entries
    of tasks whose folder is gone; tasks added since are never dropped by an older run.
    """
    path = out / TASK_VALIDATION_FILE
    data = _read_json(path, {}, "delete it and rerun every check")
    if existing is not None:
        data = {k: v for k, v in data.items() if k in existing}
    for task_id in task_ids:
        entry = {f: None for f in VALIDATION_FIELDS} | data.get(task_id, {})
        entry.update(values.get(task_id, {}))
        data[task_id] = entry
    _write_json(path, dict(sorted(data.items())), indent=2)


def _header(title: str, args: argparse.Namespace, tasks: Sequence, seconds: float,
            skipped: Sequence[Problem], scope: str | None = None,
            times: Mapping[str, str | None] | None = None) -> list[str]:
    """Title, task count, when the rows were validated (``times``, by task) and run time;
    ``scope`` says where the tasks came from when that is not simply ``--tasks``."""
    selected = scope if scope is not None else " (selected with --tasks)" if args.tasks else ""
    when = f"; {_span(times)}" if times else ""
    lines = [f"# {title}", "",
             f"Tasks: {len(tasks)} from `{args.source}`{selected}{when}; run time {seconds:.1f} s.", ""]
    if skipped:
        lines += ["## Task folders that could not be read (skipped)", ""]
        lines += [f"- {p}" for p in skipped] + [""]
    return lines


def _finish(lines: list[str], path: Path) -> None:
    path.write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")


# --------------------------------------------------------------------------- split

def _cmd_split(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    from dataset_builder._split_check import check_splits

    started = time.perf_counter()
    fresh = check_splits(tasks, workers=args.workers)
    seconds = time.perf_counter() - started
    saved_rows = _read_csv_rows(out / "split.csv")
    saved = _saved_splits(saved_rows, _kept_from_earlier(args, tasks))
    checks = _latest(saved, fresh)
    times = _validated(saved_rows, [c.task_id for c in saved], [c.task_id for c in fresh])
    _write_csv(out / "split.csv", ["task_id", "full", "public", "hidden", "ok", "problems", VALIDATED],
               [[c.task_id, c.full, c.public, c.hidden, c.ok, " | ".join(c.problems), times[c.task_id]]
                for c in checks])
    bad = [c for c in checks if not c.ok]
    lines = _header("Split validation", args, checks, seconds, skipped,
                    scope=_scope(len(fresh), len(checks)), times=times)
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
    lines += _table(["task", "full", "public", "hidden", "ok"],
                    [[c.task_id, c.full, c.public, c.hidden, "yes" if c.ok else "**no**"]
                     for c in checks])
    _finish(lines, out / "split.md")
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


# --------------------------------------------------------------------------- coverage

def _cmd_coverage(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    from dataset_builder._coverage import (
        BRANCH_COVERAGE_BAR,
        STATEMENT_COVERAGE_BAR,
        measure_coverage,
    )

    started = time.perf_counter()
    results = measure_coverage(tasks, ("full", "hidden"), workers=args.workers)
    seconds = time.perf_counter() - started
    saved_rows = _read_csv_rows(out / "coverage.csv")
    categories, by = _saved_coverage(saved_rows, _kept_from_earlier(args, tasks))
    times = _validated(saved_rows, list(categories), [t.task_id for t in tasks])
    categories.update((t.task_id, t.category) for t in tasks)
    by.update(((r.task_id, r.suite), r) for r in results)
    scope = _scope(len(tasks), len(categories))
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
    _write_csv(out / "coverage.csv", header + ["error", VALIDATED], rows)

    errors = [r.error for r in by.values() if r.error]
    lines = _header("Coverage of the references", args, reported, seconds, skipped, scope=scope,
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
        lines.append(f"- {suite} suite: statements {_pct(cs / st if st else None)}, "
                     f"branches {_pct(cb / br if br else None)} (pooled over {len(ok)} tasks)")
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
            lines.append(f"- {r.task_id}: statements {_pct(r.statement)} (missing lines "
                         f"{lines_missing}), branches {_pct(r.branch)} "
                         f"(missing {branches_missing})")
        lines.append("")
    lines += ["## Per task", ""]
    lines += _table(["task", "full stmt", "full branch", "hidden stmt", "hidden branch"],
                    [[tid] + [_pct(getattr(by[(tid, s)], kind))
                              for s in ("full", "hidden") for kind in ("statement", "branch")]
                     for tid in reported])
    _finish(lines, out / "coverage.md")
    values = {t.task_id: {"statement_coverage": _round(by[(t.task_id, "full")].statement),
                          "branch_coverage": _round(by[(t.task_id, "full")].branch)} for t in tasks}
    _merge_validation(out, [t.task_id for t in tasks], values, existing=_existing(args))
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
                task_id, suite, _float(row[f"{suite}_statement"]), _float(row[f"{suite}_branch"]),
                int(row[f"{suite}_statements"] or 0), int(row[f"{suite}_branches"] or 0),
                tuple(int(n) for n in row[f"{suite}_missing_lines"].split()),
                tuple((int(a), int(b)) for a, _, b in
                      (pair.partition("->") for pair in row[f"{suite}_missing_branches"].split())),
                # the CSV joins both suites' errors; one copy is enough to report them
                (row["error"] or None) if suite == "full" else None)
    return categories, found


def _float(text: str) -> float | None:
    return float(text) if text else None


# --------------------------------------------------------------------------- mutation

def _cmd_mutation(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    from dataset_builder._mutation import (
        FULL_SCORE_BAR,
        HIDDEN_SCORE_BAR,
        MUTATION_TIMEOUT_CONSTANT_S,
        MUTATION_TIMEOUT_MULTIPLIER,
        SUITES,
        mutate_tasks,
    )

    suites = SUITES if args.suite == "both" else (args.suite,)
    done = [0]

    def progress(result) -> None:
        done[0] += 1
        scores = ", ".join(f"{s} {_num(result.score(s))}" for s in suites)
        state = f"ERROR: {result.error.splitlines()[0]}" if result.error else scores
        print(f"[{done[0]}/{len(tasks)}] {result.task_id}: {result.mutants} mutants, {state} "
              f"({result.seconds:.1f} s)", file=sys.stderr, flush=True)

    started = time.perf_counter()
    fresh = mutate_tasks(tasks, suites, workers=args.workers, progress=progress)
    seconds = time.perf_counter() - started
    # The reports always cover every task: a --tasks run replaces only the tasks it ran.
    results, times = _merge_mutation_results(out, fresh, _kept_from_earlier(args, tasks))
    rerun = _scope(len(fresh), len(results))
    counts = ("mutants", "killed", "timeouts", "survived", "suspicious", "no_tests", "other")
    header = ["task_id", "category"]
    for suite in suites:
        header += [f"{suite}_{c}" for c in counts] + [f"{suite}_score"]
    rows = []
    for r in results:
        row = [r.task_id, r.category]
        for suite in suites:
            s = r.suites.get(suite)
            row += [getattr(s, c) if s else None for c in counts] + [_round(r.score(suite))]
        rows.append(row + [round(r.seconds, 2), r.error or "", times[r.task_id]])
    _write_csv(out / "mutation.csv", header + ["seconds", "error", VALIDATED], rows)
    status_rows = []
    for r in results:
        keys = next(iter(r.suites.values())).status_by_key if r.suites else {}
        for key in keys:
            status_rows.append([r.task_id, key] + [r.suites[s].status_by_key.get(key)
                                                   if s in r.suites else None for s in suites])
    _write_csv(out / "mutation_mutants.csv",
               ["task_id", "mutant"] + [f"{s}_status" for s in suites], status_rows)

    bars = {"full": FULL_SCORE_BAR, "hidden": HIDDEN_SCORE_BAR}
    ok = [r for r in results if not r.error]
    lines = _header("Mutation validation", args, results, seconds, skipped, scope=rerun, times=times)
    lines += ["mutmut 3 generates the mutants; each mutant is the reference with one function "
              "or method replaced, graded in the sandbox like a prediction, with a time limit of "
              f"{MUTATION_TIMEOUT_CONSTANT_S:g} s + {MUTATION_TIMEOUT_MULTIPLIER:g} x the "
              "reference's own run. The hidden subset runs against every mutant, then the full "
              "suite against the mutants the hidden subset left undetected (same keys): the full "
              "suite contains every hidden test, so a mutant the hidden subset detects carries "
              "that verdict. Killed, timed-out and crashed mutants count as detected; survived, "
              "suspicious (the run ended without a complete report) and \"no tests\" (functions "
              "the suite never calls) count as undetected. Score = detected / mutants; a "
              "reference without functions has no mutants and no score. Only top-level functions "
              "and methods of top-level classes are mutated. Bars (task standard): full "
              f"{FULL_SCORE_BAR:.2f}, hidden {HIDDEN_SCORE_BAR:.2f}.", "", "## Overall", ""]
    overall = []
    for suite in suites:
        res = [r.suites[suite] for r in ok if suite in r.suites]
        m = sum(s.mutants for s in res)
        overall.append([suite, m, sum(s.killed for s in res), sum(s.timeouts for s in res),
                        sum(s.survived for s in res), sum(s.suspicious for s in res),
                        sum(s.no_tests for s in res), sum(s.other for s in res),
                        _num(sum(s.killed for s in res) / m if m else None),
                        sum(1 for s in res if s.mutants and s.killed < s.mutants)])
    lines += _table(["suite", "mutants", "detected", "of which timeouts", "survived", "suspicious",
                     "no tests", "other", "score", "tasks with undetected"], overall)
    lines.append("")
    zero = [r.task_id for r in ok if r.mutants == 0]
    if zero:
        lines += ["Tasks without mutants (no function or method to mutate): "
                  f"{', '.join(zero)}.", ""]
    errors = [r for r in results if r.error]
    if errors:
        lines += ["## Errors", ""] + [f"- {r.task_id}: {r.error}" for r in errors] + [""]
    below = [(r, s) for r in ok for s in suites
             if r.score(s) is not None and r.score(s) < bars[s]]
    lines += ["## Below the bars", ""]
    lines += [f"- {r.task_id} ({s}): {_num(r.score(s))} < {bars[s]:.2f}"
              for r, s in below] or ["None."]
    lines += ["", "## Per task", ""]
    lines += _table(["task", "mutants"] + [f"{s} score" for s in suites]
                    + [f"{s} undetected" for s in suites],
                    [[r.task_id, r.mutants if r.mutants is not None else "-"]
                     + [_num(r.score(s)) if not r.error else "error" for s in suites]
                     + [len(r.suites[s].undetected) if s in r.suites else "-" for s in suites]
                     for r in results])
    lines += ["", "## Undetected mutants", "",
              "Each diff turns the reference into the mutant (the file `mutmut apply KEY` "
              "writes): strengthen the tests so that it fails.", ""]
    for r in ok:
        if not r.diffs:
            continue
        lines += [f"### {r.task_id}", ""]
        for key, diff in r.diffs.items():
            states = ", ".join(f"{s}: {r.suites[s].status_by_key[key]}"
                               for s in suites if s in r.suites)
            lines += [f"`{key}` ({states})", "", "```diff", diff, "```", ""]
    _finish(lines, out / "mutation.md")
    values = {}
    for r in fresh:
        entry: dict[str, object] = {"mutants": r.mutants}
        for suite in suites:
            entry[f"mutation_{suite}"] = _round(r.score(suite))
        values[r.task_id] = entry
    _merge_validation(out, [t.task_id for t in tasks], values, existing=_existing(args))
    print(f"mutation: {len(fresh)} task(s) in {seconds:.1f} s; "
          + "; ".join(f"{row[0]} score {row[8]}" for row in overall)
          + f"; {len(below)} below the bars, {len(errors)} error(s); "
            f"report in {out / 'mutation.md'}")
    return not any(r.error for r in fresh)  # the exit status judges this run's tasks


# --------------------------------------------------------------------------- leakage

def _cmd_leakage(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
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
    saved_rows = _read_csv_rows(out / "leakage.csv")
    saved = _saved_leakage(saved_rows, _kept_from_earlier(args, tasks), names)
    results = _latest(saved, fresh)
    times = _validated(saved_rows, [r.task_id for r in saved], [r.task_id for r in fresh])
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
    _write_csv(out / "leakage.csv", header, rows)
    flagged = [(r.task_id, field, m) for r in results for field, m in r.flagged(threshold)]
    sizes = {n: sum(1 for i in corpus if i.source == n) for n in names}
    lines = _header("Leakage audit", args, results, seconds, skipped,
                    scope=_scope(len(fresh), len(results)), times=times)
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
                lines.append(f"- maximum {field} similarity vs {n}: {_num(m.ratio)} "
                             f"({best.task_id} ~ {m.item_id})")
    lines.append("")
    if flagged:
        lines += ["## Flagged", ""] + [f"- {tid} {field}: {_num(m.ratio)} vs {m.source} {m.item_id}"
                                       for tid, field, m in flagged] + [""]
    lines += ["## Per task", ""]
    lines += _table(["task"] + [f"{f} vs {n}" for f in ("description", "reference") for n in names],
                    [[r.task_id] + [f"{_num(b[n].ratio)} ({b[n].item_id})"
                                    for b in (r.description, r.reference) for n in names]
                     for r in results])
    _finish(lines, out / "leakage.md")
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


# --------------------------------------------------------------------------- summary

def _read_csv_rows(path: Path) -> dict[str, dict[str, str]]:
    """Rows of a report CSV keyed by task id; empty when the check has not run."""
    if not path.exists():
        return {}
    with path.open(encoding="utf-8", newline="") as handle:
        return {row["task_id"]: row for row in csv.DictReader(handle)}


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _cmd_summary(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    """Per category: counts, reference size and complexity, tests, coverage, mutation
    and leakage, from the task sources and the reports of the other checks in ``out``."""
    from dataset_builder._mutation import SuiteMutation
    from evaluation import CATEGORIES, CATEGORY_TARGETS, measure_quality

    started = time.perf_counter()
    quality = measure_quality({t.task_id: t.reference for t in tasks}, semgrep=False)
    coverage = _read_csv_rows(out / "coverage.csv")
    leakage = _read_csv_rows(out / "leakage.csv")
    mutation = {e["task_id"]: e for e in _read_json(
        out / MUTATION_RESULTS, [], "delete it and rerun the mutation check over every task")}
    groups = [(c, [t for t in tasks if t.category == c]) for c in CATEGORIES]
    groups.append(("all", list(tasks)))
    header = ["category", "tasks", "target", "easy", "medium", "hard", "ref_lloc_mean", "ref_cc_mean",
              "public_tests_mean", "hidden_tests_mean", "statement_cov_mean", "statement_cov_min",
              "branch_cov_mean", "branch_cov_min", "mutation_full", "mutation_hidden", "mutants",
              "leakage_description_max", "leakage_reference_max", "not_yet_validated"]
    rows = []
    for name, members in groups:
        if not members:
            continue
        ids = [t.task_id for t in members]
        cov = [coverage[i] for i in ids if i in coverage and coverage[i].get("full_statement")]
        leak = [leakage[i] for i in ids if i in leakage]
        muts = [mutation[i] for i in ids if i in mutation and not mutation[i]["error"]]

        def pooled(suite: str, muts=muts) -> float | None:
            results = [SuiteMutation(suite, e["suites"][suite]) for e in muts if suite in e["suites"]]
            mutants = sum(r.mutants for r in results)
            return sum(r.killed for r in results) / mutants if mutants else None

        def column(rows_, key) -> list[float]:
            return [float(r[key]) for r in rows_ if r.get(key) not in (None, "")]

        missing = sorted(set(ids) - {r["task_id"] for r in cov} | set(ids) - set(leakage)
                         | set(ids) - {e["task_id"] for e in muts})
        lloc = [quality[i].lloc for i in ids if quality[i].lloc is not None]
        cc = [quality[i].cc_mean for i in ids if quality[i].cc_mean is not None]
        rows.append([
            name, len(members), CATEGORY_TARGETS.get(name, sum(CATEGORY_TARGETS.values())),
            *(sum(1 for t in members if t.difficulty == d) for d in ("easy", "medium", "hard")),
            _round(_mean(lloc)), _round(_mean(cc)),
            _round(_mean([len(t.split.public_names) for t in members])),
            _round(_mean([len(t.split.hidden_names) for t in members])),
            _round(_mean(column(cov, "full_statement"))), _round(min(column(cov, "full_statement"), default=None)),
            _round(_mean(column(cov, "full_branch"))), _round(min(column(cov, "full_branch"), default=None)),
            _round(pooled("full")), _round(pooled("hidden")),
            sum(len(next(iter(e["suites"].values()), {})) for e in muts),
            _round(max(column(leak, "description_HumanEval_max"), default=None)),
            _round(max(column(leak, "reference_HumanEval_max"), default=None)),
            len(missing),
        ])
    seconds = time.perf_counter() - started
    _write_csv(out / "categories.csv", header, rows)
    lines = _header("Benchmark summary by category", args, tasks, seconds, skipped)
    lines += ["Reference size and complexity are radon's logical lines and mean cyclomatic "
              "complexity; tests are top-level test functions per task; coverage is of the "
              "reference under the full suite; mutation scores are pooled over the category's "
              "mutants (detected / mutants); leakage is the highest difflib ratio against "
              "HumanEval. Coverage, mutation and leakage come from the reports in this folder "
              "(`codeassay validate coverage|mutation|leakage`); tasks those reports do not "
              "cover yet are counted in the last column.", ""]
    shown = ["category", "tasks", "target", "easy/medium/hard", "LLOC", "CC", "tests public/hidden",
             "statement cov (min)", "branch cov (min)", "mutation full", "mutation hidden",
             "leakage desc/ref max", "not yet validated"]
    lines += _table(shown, [[r[0], r[1], r[2], f"{r[3]}/{r[4]}/{r[5]}", _num(r[6]), _num(r[7]),
                             f"{_num(r[8])}/{_num(r[9])}", f"{_pct(r[10])} ({_pct(r[11])})",
                             f"{_pct(r[12])} ({_pct(r[13])})", _num(r[14]), _num(r[15]),
                             f"{_num(r[17])}/{_num(r[18])}", r[19]] for r in rows])
    _finish(lines, out / "categories.md")
    traced = _requirements_report(args, tasks, skipped, out)
    print(f"summary: {len(tasks)} task(s) in {len(rows) - 1} categories, {traced} traced to their "
          f"requirements; reports in {out / 'categories.md'} and {out / 'requirements.md'}")
    return True


def _requirements_report(args: argparse.Namespace, tasks, skipped, out: Path) -> int:
    """Per task: its requirements and how many tests of each side check each of them.

    Returns the number of traced tasks. The build refuses a traced task in which a
    requirement is checked by no test of one side; this report shows the margins.
    """
    from evaluation import CATEGORIES

    rows, detail = [], []
    for task in tasks:
        trace = task.trace
        if trace is None:
            rows.append([task.task_id, task.category, False, 0, None, None, None, None])
            continue
        per_side = {side: [len(trace.tests_checking(r.id, names)) for r in trace.spec]
                    for side, names in (("hidden", task.split.hidden_names),
                                        ("public", task.split.public_names))}
        rows.append([task.task_id, task.category, True, len(trace.spec),
                     sum(1 for n in per_side["hidden"] if n), sum(1 for n in per_side["public"] if n),
                     min(per_side["hidden"]), min(per_side["public"])])
        detail += [[task.task_id, r.id, h, p, r.text]
                   for r, h, p in zip(trace.spec, per_side["hidden"], per_side["public"])]
    _write_csv(out / "requirements.csv", ["task_id", "category", "traced", "requirements",
                                          "covered_hidden", "covered_public", "min_hidden_tests",
                                          "min_public_tests"], rows)
    _write_csv(out / "requirement_checks.csv",
               ["task_id", "requirement", "hidden_tests", "public_tests", "text"], detail)
    lines = _header("Requirement traceability", args, tasks, 0.0, skipped)[:2]
    lines += [f"Tasks: {len(tasks)}; traced: {sum(1 for r in rows if r[2])}.", "",
              "A traced task lists its description's normative statements (`spec` in task.yaml: "
              "R1, R2, ...) and, per test, the requirements it checks (`checks`). The build "
              "refuses a traced task in which a requirement is checked by no hidden or by no "
              "public test. Columns give, per side, the requirements checked and the fewest "
              "tests checking any one requirement. Every requirement with its counts is in "
              "`requirement_checks.csv`.", "", "## Per category", ""]
    cat_rows = []
    for name in [*CATEGORIES, "all"]:
        members = [r for r in rows if name in ("all", r[1])]
        traced = [r for r in members if r[2]]
        if members:
            cat_rows.append([name, len(members), len(traced), sum(r[3] for r in traced),
                             _num(_mean([r[3] for r in traced])),
                             f"{sum(r[4] for r in traced)}/{sum(r[5] for r in traced)}"])
    lines += _table(["category", "tasks", "traced", "requirements", "per task",
                     "checked hidden/public"], cat_rows)
    lines += ["", "## Per task", ""]
    lines += _table(["task", "requirements", "checked hidden", "checked public",
                     "fewest hidden tests", "fewest public tests"],
                    [[r[0], r[3], r[4], r[5], r[6], r[7]] if r[2] else [r[0], "not traced yet", "-", "-", "-", "-"]
                     for r in rows])
    _finish(lines, out / "requirements.md")
    return sum(1 for r in rows if r[2])


def _cmd_redteam(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    from codeassay._validate_redteam import cmd_redteam

    return cmd_redteam(args, tasks, skipped, out)


_RUNNERS: dict[str, Callable[..., bool]] = {
    "split": _cmd_split, "coverage": _cmd_coverage, "mutation": _cmd_mutation,
    "leakage": _cmd_leakage, "redteam": _cmd_redteam, "summary": _cmd_summary,
}


def _cmd_validate(args: argparse.Namespace) -> int:
    if args.threshold is not None and not 0.0 < args.threshold <= 1.0:
        raise CodeAssayError(f"--threshold {args.threshold} must be in (0, 1]")
    if args.workers is not None and args.workers < 1:
        raise CodeAssayError(f"--workers {args.workers} must be at least 1")
    from dataset_builder._taskfile import read_task_folders

    tasks, skipped = read_task_folders(args.source, _ids(args.tasks))
    for problem in skipped:
        print(f"skipped: {problem}", file=sys.stderr)
    if not tasks:
        raise CodeAssayError(f"no readable task under {args.source}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    checks = list(_RUNNERS) if args.check == "all" else [args.check]
    ok = True
    for name in checks:
        ok = _RUNNERS[name](args, tasks, skipped, out) and ok
    return 0 if ok and not skipped else EXIT_FAILED


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``validate`` sub-command to the command line."""
    v = subparsers.add_parser("validate",
                              help="validate the benchmark: split, coverage, mutation, leakage",
                              description=__doc__.splitlines()[0])
    v.add_argument("check", choices=_COMMANDS, help="which validation to run")
    v.add_argument("--source", default="tasks_src", help="task source folder (default: tasks_src)")
    v.add_argument("--tasks", default=None, help="comma-separated task ids (default: every task)")
    v.add_argument("--out", default=DEFAULT_OUT, help=f"report folder (default: {DEFAULT_OUT})")
    v.add_argument("--workers", type=int, default=None,
                   help="parallel processes (default: CPU count)")
    v.add_argument("--suite", choices=("full", "hidden", "both"), default="both",
                   help="mutation: which suite(s) run against the mutants (default: both)")
    v.add_argument("--mbpp", default=None, metavar="FILE",
                   help="leakage: local MBPP JSONL with text and code fields (also .jsonl.gz)")
    # the default lives in dataset_builder._leakage, imported only when the audit runs
    v.add_argument("--threshold", type=float, default=None,
                   help="leakage: flag pairs at or above this ratio (default: 0.70, the paper's)")
    v.add_argument("--first-try", action="store_true",
                   help="redteam: also record each new blind program's outcome on the tests as they "
                        "are now, before they are strengthened (never overwrites a recorded program)")
    v.set_defaults(func=_cmd_validate)
