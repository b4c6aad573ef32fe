"""``codeassay validate mutation``: how many mutants of each reference the suites kill."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from codeassay._validation._common import (
    MUTATION_RESULTS,
    VALIDATED,
    existing_folders,
    kept_from_earlier,
    latest_rows,
    md_table,
    merge_validation,
    num,
    read_json,
    report_header,
    round_ratio,
    scope_note,
    validated_times,
    write_csv,
    write_json,
    write_report,
)

__all__ = ["cmd_mutation"]


def _merge_mutation_results(out: Path, fresh, keep: set[str]) -> tuple[list, dict[str, str | None]]:
    """Every task's latest mutation result, sorted by id, saved to :data:`MUTATION_RESULTS`,
    and when each was validated.

    Earlier results are kept for the tasks in ``keep`` (see :func:`kept_from_earlier`);
    the fresh results replace the rest. The reports show the suites of this run.
    """
    from dataset_builder._mutation import SuiteMutation, TaskMutation

    path = out / MUTATION_RESULTS
    saved = {entry["task_id"]: entry for entry in
             read_json(path, [], "delete it and rerun the mutation check over every task")}
    kept = [TaskMutation(entry["task_id"], entry["category"],
                         {name: SuiteMutation(name, statuses)
                          for name, statuses in entry["suites"].items()},
                         entry["diffs"], entry["seconds"], entry["error"])
            for entry in saved.values() if entry["task_id"] in keep]
    results = latest_rows(kept, fresh)
    times = validated_times(saved, [r.task_id for r in kept], [r.task_id for r in fresh])
    records = [{"task_id": r.task_id, "category": r.category,
                "suites": {name: s.status_by_key for name, s in r.suites.items()},
                "diffs": r.diffs, "seconds": round(r.seconds, 2), "error": r.error,
                VALIDATED: times[r.task_id]} for r in results]
    write_json(path, records, indent=1)
    return results, times


def cmd_mutation(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    """Run mutmut's mutants of every reference against the chosen suites; write
    mutation.csv/md and the detailed results, and update task_validation.json."""
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
        scores = ", ".join(f"{s} {num(result.score(s))}" for s in suites)
        state = f"ERROR: {result.error.splitlines()[0]}" if result.error else scores
        print(f"[{done[0]}/{len(tasks)}] {result.task_id}: {result.mutants} mutants, {state} "
              f"({result.seconds:.1f} s)", file=sys.stderr, flush=True)

    started = time.perf_counter()
    fresh = mutate_tasks(tasks, suites, workers=args.workers, progress=progress)
    seconds = time.perf_counter() - started
    # The reports always cover every task: a --tasks run replaces only the tasks it ran.
    results, times = _merge_mutation_results(out, fresh, kept_from_earlier(args, tasks))
    rerun = scope_note(len(fresh), len(results))
    counts = ("mutants", "killed", "timeouts", "survived", "suspicious", "no_tests", "other")
    header = ["task_id", "category"]
    for suite in suites:
        header += [f"{suite}_{c}" for c in counts] + [f"{suite}_score"]
    rows = []
    for r in results:
        row = [r.task_id, r.category]
        for suite in suites:
            s = r.suites.get(suite)
            row += [getattr(s, c) if s else None for c in counts] + [round_ratio(r.score(suite))]
        rows.append(row + [round(r.seconds, 2), r.error or "", times[r.task_id]])
    write_csv(out / "mutation.csv", header + ["seconds", "error", VALIDATED], rows)
    status_rows = []
    for r in results:
        keys = next(iter(r.suites.values())).status_by_key if r.suites else {}
        for key in keys:
            status_rows.append([r.task_id, key] + [r.suites[s].status_by_key.get(key)
                                                   if s in r.suites else None for s in suites])
    write_csv(out / "mutation_mutants.csv",
              ["task_id", "mutant"] + [f"{s}_status" for s in suites], status_rows)

    bars = {"full": FULL_SCORE_BAR, "hidden": HIDDEN_SCORE_BAR}
    ok = [r for r in results if not r.error]
    lines = report_header("Mutation validation", args, results, seconds, skipped, scope=rerun, times=times)
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
                        num(sum(s.killed for s in res) / m if m else None),
                        sum(1 for s in res if s.mutants and s.killed < s.mutants)])
    lines += md_table(["suite", "mutants", "detected", "of which timeouts", "survived", "suspicious",
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
    lines += [f"- {r.task_id} ({s}): {num(r.score(s))} < {bars[s]:.2f}"
              for r, s in below] or ["None."]
    lines += ["", "## Per task", ""]
    lines += md_table(["task", "mutants"] + [f"{s} score" for s in suites]
                      + [f"{s} undetected" for s in suites],
                      [[r.task_id, r.mutants if r.mutants is not None else "-"]
                       + [num(r.score(s)) if not r.error else "error" for s in suites]
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
    write_report(lines, out / "mutation.md")
    values = {}
    for r in fresh:
        entry: dict[str, object] = {"mutants": r.mutants}
        for suite in suites:
            entry[f"mutation_{suite}"] = round_ratio(r.score(suite))
        values[r.task_id] = entry
    merge_validation(out, [t.task_id for t in tasks], values, existing=existing_folders(args))
    print(f"mutation: {len(fresh)} task(s) in {seconds:.1f} s; "
          + "; ".join(f"{row[0]} score {row[8]}" for row in overall)
          + f"; {len(below)} below the bars, {len(errors)} error(s); "
            f"report in {out / 'mutation.md'}")
    return not any(r.error for r in fresh)  # the exit status judges this run's tasks
