"""Correctness tables: Wilson intervals, Cochran's Q, pairwise and prompt McNemar tests.

Each configuration is scored on its first sample per task, over every task of the dataset
(a task without a result is a failure; with ``over_present``, over the tasks it has and,
in paired tests, the tasks both sides have); Holm runs within each family
(codeassay-paper section 4.3).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from itertools import combinations

import pandas as pd

from codeassay.report._configurations import (
    SECURITY_SUFFIX,
    STANDARD_SUFFIX,
    resolve_configurations,
    resolve_pairs,
)
from codeassay.report._frames import (
    ALPHA,
    PCT,
    denominator_notes,
    holm_column,
    outcome_matrix,
    rows_frame,
    sample_note,
    scored,
    with_notes,
)
from evaluation._stats import DEFAULT_CONFIDENCE, cochran_q, mcnemar_exact, wilson_interval

__all__ = ["correctness_table", "cochran_table", "pairwise_correctness", "prompt_correctness"]


_CORRECTNESS_COLUMNS = ("configuration", "n_tasks", "n_passed", "correctness_pct", "ci_low_pct",
                        "ci_high_pct")


def correctness_table(results: pd.DataFrame, configurations: Sequence[str] | None = None,
                      confidence: float = DEFAULT_CONFIDENCE, *,
                      over_present: bool = False) -> pd.DataFrame:
    """Hidden-test correctness per configuration with its Wilson score interval (percent).

    Each configuration is scored over every task of the dataset (``n_tasks``), a task
    without a result counting as failed; with ``over_present``, over the tasks it has
    results for. The notes name the missing tasks either way.
    """
    configs = resolve_configurations(results, configurations)
    outcomes = outcome_matrix(results, configs)
    counted = scored(outcomes, over_present)
    rows = []
    for config in configs:
        column = counted[config].dropna()
        n, k = int(column.size), int(column.sum())
        interval = wilson_interval(k, n, confidence)
        rows.append({"configuration": config, "n_tasks": n, "n_passed": k,
                     "correctness_pct": PCT * interval.proportion,
                     "ci_low_pct": PCT * interval.low, "ci_high_pct": PCT * interval.high})
    notes = sample_note(results) + denominator_notes(outcomes, over_present)
    return with_notes(rows_frame(rows, _CORRECTNESS_COLUMNS), notes)


def cochran_table(results: pd.DataFrame, configurations: Sequence[str] | None = None, *,
                  over_present: bool = False) -> pd.DataFrame:
    """Cochran's Q across the configurations, on every task of the dataset (a missing
    result is a failure; with ``over_present``, on the tasks every one of them has).

    Q is reported as NaN with p = 1 when it is undefined (one configuration, or no task
    that some but not all configurations solve); the ``note`` column says which.
    """
    configs = resolve_configurations(results, configurations)
    outcomes = outcome_matrix(results, configs)
    complete = scored(outcomes, over_present).dropna()
    notes = denominator_notes(outcomes, over_present)
    columns = ("configurations", "n_tasks", "n_informative", "q", "df", "p", "note")
    if complete.empty:
        row = {"configurations": ", ".join(configs), "n_tasks": 0, "n_informative": 0,
               "q": math.nan, "df": len(configs) - 1, "p": math.nan,
               "note": "no task has results for every configuration"}
        return with_notes(rows_frame([row], columns), notes)
    result = cochran_q(complete.to_numpy(dtype=int))
    note = ""
    if result.df == 0:
        note = "undefined: a single configuration"
    elif not result.defined:
        note = "undefined: every task solved by all configurations or by none"
    row = {"configurations": ", ".join(configs), "n_tasks": result.n_tasks,
           "n_informative": result.n_informative, "q": result.statistic, "df": result.df,
           "p": result.pvalue, "note": note}
    return with_notes(rows_frame([row], columns), notes)


_MCNEMAR_COLUMNS = ("n_tasks", "a_pct", "b_pct", "a_only", "b_only", "diff_pp", "ci_low_pp",
                    "ci_high_pp", "p", "p_holm", "significant")


def _mcnemar_rows(outcomes: pd.DataFrame, contrasts: Sequence[tuple[str, str]],
                  confidence: float) -> list[dict]:
    rows = []
    for a, b in contrasts:
        joint = outcomes[[a, b]].dropna()
        row: dict = {"n_tasks": len(joint)}
        if joint.empty:
            row.update(a_pct=math.nan, b_pct=math.nan, a_only=0, b_only=0, diff_pp=math.nan,
                       ci_low_pp=math.nan, ci_high_pp=math.nan, p=math.nan)
        else:
            res = mcnemar_exact(joint[a].astype(int).tolist(), joint[b].astype(int).tolist(),
                                confidence)
            row.update(a_pct=PCT * (res.n11 + res.n10) / res.n,
                       b_pct=PCT * (res.n11 + res.n01) / res.n,
                       a_only=res.n10, b_only=res.n01, diff_pp=res.risk_difference_pp,
                       ci_low_pp=res.ci_low_pp, ci_high_pp=res.ci_high_pp, p=res.pvalue)
        rows.append(row)
    for row, adjusted in zip(rows, holm_column([r["p"] for r in rows])):
        row["p_holm"] = adjusted
        row["significant"] = bool(adjusted <= ALPHA) if not math.isnan(adjusted) else False
    return rows


def pairwise_correctness(results: pd.DataFrame, configurations: Sequence[str] | None = None,
                         confidence: float = DEFAULT_CONFIDENCE, *,
                         over_present: bool = False) -> pd.DataFrame:
    """Exact McNemar test for every pair of configurations, Holm within this family.

    Each pair is compared on every task of the dataset, a missing result counting as a
    failure (with ``over_present``, on the tasks both have results for); ``n_tasks``
    says how many. ``a_only`` and ``b_only`` are the discordant counts (tasks only ``a``
    / only ``b`` solves); ``diff_pp`` is a minus b in percentage points with its Wald
    interval at ``confidence``.
    """
    configs = resolve_configurations(results, configurations)
    outcomes = outcome_matrix(results, configs)
    contrasts = list(combinations(configs, 2))
    rows = _mcnemar_rows(scored(outcomes, over_present), contrasts, confidence)
    for row, (a, b) in zip(rows, contrasts):
        row["a"], row["b"] = a, b
    return with_notes(rows_frame(rows, ("a", "b", *_MCNEMAR_COLUMNS)),
                      denominator_notes(outcomes, over_present))


def prompt_correctness(results: pd.DataFrame, pairs: Mapping[str, str] | None = None,
                       confidence: float = DEFAULT_CONFIDENCE, *,
                       over_present: bool = False) -> pd.DataFrame:
    """Within each model, security-focused against standard prompt: exact McNemar, own Holm family.

    ``pairs`` maps a standard configuration to its security counterpart; by default they
    are found by name (:func:`detect_prompt_pairs`). ``diff_pp`` is security minus
    standard; ``sec_only`` / ``std_only`` are the discordant counts. A missing result is a
    failure unless ``over_present``, as in :func:`pairwise_correctness`.
    """
    found = resolve_pairs(results, pairs)
    configs = [c for pair in found.values() for c in pair]
    outcomes = outcome_matrix(results, configs)
    contrasts = [(sec, std) for std, sec in found.values()]
    rows = _mcnemar_rows(scored(outcomes, over_present), contrasts, confidence)
    out = []
    for row, (model, (std, sec)) in zip(rows, found.items()):
        out.append({"model": model, "standard": std, "security": sec, "n_tasks": row["n_tasks"],
                    "std_pct": row["b_pct"], "sec_pct": row["a_pct"], "sec_only": row["a_only"],
                    "std_only": row["b_only"], "diff_pp": row["diff_pp"],
                    "ci_low_pp": row["ci_low_pp"],
                    "ci_high_pp": row["ci_high_pp"], "p": row["p"], "p_holm": row["p_holm"],
                    "significant": row["significant"]})
    columns = ("model", "standard", "security", "n_tasks", "std_pct", "sec_pct", "sec_only",
               "std_only", "diff_pp", "ci_low_pp", "ci_high_pp", "p", "p_holm", "significant")
    notes = denominator_notes(outcomes, over_present)
    if not found:
        notes.append("No standard/security prompt pairs (names ending in "
                     f"{STANDARD_SUFFIX!r} / {SECURITY_SUFFIX!r}), so no prompt contrast.")
    return with_notes(rows_frame(out, columns), notes)
