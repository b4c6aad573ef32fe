"""``codeassay validate summary``: per category from the other reports, and every task's
requirement traceability per side of the split."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from codeassay._validation._common import (
    MUTATION_RESULTS,
    md_table,
    mean_or_none,
    num,
    pct,
    read_csv_rows,
    read_json,
    report_header,
    round_ratio,
    write_csv,
    write_report,
)

__all__ = ["cmd_summary"]


def cmd_summary(args: argparse.Namespace, tasks, skipped, out: Path) -> bool:
    """Per category: counts, reference size and complexity, tests, coverage, mutation
    and leakage, from the task sources and the reports of the other checks in ``out``."""
    from dataset_builder._mutation import SuiteMutation
    from evaluation import CATEGORIES, CATEGORY_TARGETS, measure_quality

    started = time.perf_counter()
    quality = measure_quality({t.task_id: t.reference for t in tasks}, semgrep=False)
    coverage = read_csv_rows(out / "coverage.csv")
    leakage = read_csv_rows(out / "leakage.csv")
    mutation = {e["task_id"]: e for e in read_json(
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
            round_ratio(mean_or_none(lloc)), round_ratio(mean_or_none(cc)),
            round_ratio(mean_or_none([len(t.split.public_names) for t in members])),
            round_ratio(mean_or_none([len(t.split.hidden_names) for t in members])),
            round_ratio(mean_or_none(column(cov, "full_statement"))),
            round_ratio(min(column(cov, "full_statement"), default=None)),
            round_ratio(mean_or_none(column(cov, "full_branch"))),
            round_ratio(min(column(cov, "full_branch"), default=None)),
            round_ratio(pooled("full")), round_ratio(pooled("hidden")),
            sum(len(next(iter(e["suites"].values()), {})) for e in muts),
            round_ratio(max(column(leak, "description_HumanEval_max"), default=None)),
            round_ratio(max(column(leak, "reference_HumanEval_max"), default=None)),
            len(missing),
        ])
    seconds = time.perf_counter() - started
    write_csv(out / "categories.csv", header, rows)
    lines = report_header("Benchmark summary by category", args, tasks, seconds, skipped)
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
    lines += md_table(shown, [[r[0], r[1], r[2], f"{r[3]}/{r[4]}/{r[5]}", num(r[6]), num(r[7]),
                               f"{num(r[8])}/{num(r[9])}", f"{pct(r[10])} ({pct(r[11])})",
                               f"{pct(r[12])} ({pct(r[13])})", num(r[14]), num(r[15]),
                               f"{num(r[17])}/{num(r[18])}", r[19]] for r in rows])
    write_report(lines, out / "categories.md")
    requirements = _requirements_report(args, tasks, skipped, out)
    print(f"summary: {len(tasks)} task(s) in {len(rows) - 1} categories, {requirements} requirements; "
          f"reports in {out / 'categories.md'} and {out / 'requirements.md'}")
    return True


def _requirements_report(args: argparse.Namespace, tasks, skipped, out: Path) -> int:
    """Per task: its requirements and how many tests of each side check each of them.

    Returns the number of requirements. The build refuses a task in which a requirement
    is checked by no test of one side; this report shows the margins.
    """
    from evaluation import CATEGORIES

    rows, detail = [], []
    for task in tasks:
        trace = task.trace
        per_side = {side: [len(trace.tests_checking(r.id, names)) for r in trace.spec]
                    for side, names in (("hidden", task.split.hidden_names),
                                        ("public", task.split.public_names))}
        rows.append([task.task_id, task.category, len(trace.spec),
                     sum(1 for n in per_side["hidden"] if n), sum(1 for n in per_side["public"] if n),
                     min(per_side["hidden"]), min(per_side["public"])])
        detail += [[task.task_id, r.id, h, p, r.text]
                   for r, h, p in zip(trace.spec, per_side["hidden"], per_side["public"])]
    write_csv(out / "requirements.csv", ["task_id", "category", "requirements", "covered_hidden",
                                         "covered_public", "min_hidden_tests", "min_public_tests"], rows)
    write_csv(out / "requirement_checks.csv",
              ["task_id", "requirement", "hidden_tests", "public_tests", "text"], detail)
    lines = report_header("Requirement traceability", args, tasks, 0.0, skipped)[:2]
    lines += [f"Tasks: {len(tasks)}; requirements: {sum(r[2] for r in rows)}.", "",
              "Every task lists its description's normative statements (`spec` in task.yaml: "
              "R1, R2, ...) and, per test, the requirements it checks (`checks`). The build "
              "refuses a task in which a requirement is checked by no hidden or by no public "
              "test. Columns give, per side, the requirements checked and the fewest tests "
              "checking any one requirement. Every requirement with its counts is in "
              "`requirement_checks.csv`.", "", "## Per category", ""]
    cat_rows = []
    for name in [*CATEGORIES, "all"]:
        members = [r for r in rows if name in ("all", r[1])]
        if members:
            cat_rows.append([name, len(members), sum(r[2] for r in members),
                             num(mean_or_none([r[2] for r in members])),
                             f"{sum(r[3] for r in members)}/{sum(r[4] for r in members)}",
                             sum(1 for r in members if r[5] >= 2)])
    lines += md_table(["category", "tasks", "requirements", "per task", "checked hidden/public",
                       "tasks with every requirement on >= 2 hidden tests"], cat_rows)
    lines += ["", "## Per task", ""]
    lines += md_table(["task", "requirements", "checked hidden", "checked public",
                       "fewest hidden tests", "fewest public tests"], [[r[0], *r[2:]] for r in rows])
    write_report(lines, out / "requirements.md")
    return sum(r[2] for r in rows)
