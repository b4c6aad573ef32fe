"""Quality tables: Table 3, finding totals, pairwise and prompt Wilcoxon tests.

Quality is compared only on tasks every compared configuration solved, with Wilcoxon
signed-rank tests (Pratt zeros) and the matched-pairs rank-biserial correlation, Holm per
measure (codeassay-paper section 4.3). Each measure keeps its tool's unit; there is no
composite score. Finding counts are descriptive, never tested or combined.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations

import pandas as pd

from codeassay.report._configurations import resolve_configurations, resolve_pairs
from codeassay.report._correctness import correctness_table
from codeassay.report._frames import (
    ALPHA,
    denominator_notes,
    first_samples,
    holm_column,
    outcome_matrix,
    rows_frame,
    scored,
    with_notes,
)
from codeassay.report._load import FINDING_COUNTS, FINDING_NAMES, QUALITY_MEASURES
from evaluation._stats import wilcoxon_pratt

__all__ = ["joint_tasks", "quality_table", "findings_table", "pairwise_quality", "prompt_quality"]


def joint_tasks(results: pd.DataFrame, configurations: Sequence[str] | None = None) -> list[str]:
    """Tasks solved by every one of the configurations (a task one of them lacks is not joint)."""
    configs = resolve_configurations(results, configurations)
    outcomes = outcome_matrix(results, configs)
    solved = scored(outcomes, over_present=False).eq(1.0).all(axis=1)
    return outcomes.index[solved].tolist()


def _passed_first(results: pd.DataFrame) -> dict[str, pd.DataFrame]:
    """Per quality or finding column, tasks x configurations of the passing programs' values."""
    first = first_samples(results)
    passed = first[first["passed"]]
    columns = [*QUALITY_MEASURES, *FINDING_COUNTS]
    if passed.empty:
        return {column: pd.DataFrame(dtype=float) for column in columns}
    wide = passed.set_index(["task_id", "model"])[columns].unstack("model").astype(float)
    return {column: wide[column] for column in columns}


def _values(passed: Mapping[str, pd.DataFrame], config: str, tasks: Sequence[str] | None,
            column: str) -> pd.Series:
    """``column`` of ``config``'s passing programs on ``tasks`` (all its tasks when None)."""
    table = passed[column]
    if config not in table.columns:
        return pd.Series(math.nan, index=pd.Index(list(tasks or []), dtype=object), dtype=float)
    values = table[config]
    return values.dropna() if tasks is None else values.reindex(list(tasks))


def _joint_notes(results: pd.DataFrame, configs: Sequence[str], tasks: Sequence[str],
                 over_present: bool = False) -> list[str]:
    outcomes = outcome_matrix(results, configs)
    notes = [f"Quality is compared on the {len(tasks)} task(s) solved by all {len(configs)} "
             f"configuration(s) ({', '.join(configs)})."]
    notes += denominator_notes(outcomes, over_present)
    return notes


def _missing_value_notes(passed: pd.DataFrame, configs: Sequence[str], tasks: Sequence[str],
                         columns: Iterable[str]) -> list[str]:
    notes = []
    for config in configs:
        for column in columns:
            missing = int(_values(passed, config, tasks, column).isna().sum())
            if missing:
                name = QUALITY_MEASURES.get(column) or FINDING_NAMES[column]
                notes.append(f"{config}: {name} ({column}) not measured for {missing} of "
                             f"{len(tasks)} joint task(s); those values are dropped, not imputed.")
    return notes


def quality_table(results: pd.DataFrame, configurations: Sequence[str] | None = None, *,
                  over_present: bool = False) -> pd.DataFrame:
    """Table 3: correctness over all tasks, and quality means on the jointly solved tasks.

    Correctness is :func:`correctness_table`'s (``over_present`` as there). The jointly
    solved tasks are those every listed configuration solves (:func:`joint_tasks`; a
    task one of them lacks is never joint). Each measure keeps its tool's unit; a value
    that was not measured is dropped from its mean and counted in the notes.
    """
    configs = resolve_configurations(results, configurations)
    joint = joint_tasks(results, configs)
    correct = correctness_table(results, configs, over_present=over_present).set_index("configuration")
    passed = _passed_first(results)
    rows = []
    for config in configs:
        row = {"configuration": config, "correctness_pct": correct.loc[config, "correctness_pct"],
               "n_passed": int(correct.loc[config, "n_passed"]), "n_joint": len(joint)}
        for measure in QUALITY_MEASURES:
            values = _values(passed, config, joint, measure).dropna()
            row[measure] = float(values.mean()) if len(values) else math.nan
        rows.append(row)
    notes = (_joint_notes(results, configs, joint, over_present)
             + _missing_value_notes(passed, configs, joint, QUALITY_MEASURES))
    columns = ("configuration", "correctness_pct", "n_passed", *QUALITY_MEASURES, "n_joint")
    return with_notes(rows_frame(rows, columns), notes)


def findings_table(results: pd.DataFrame,
                   configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Static-analysis finding totals per configuration, descriptive only.

    Totals on the jointly solved tasks (``joint_*``) and over every passing program
    (``all_*``); ``*_measured`` counts the programs each total rests on. The tools are
    never combined and these counts are not a measure of security.
    """
    configs = resolve_configurations(results, configurations)
    joint = joint_tasks(results, configs)
    passed = _passed_first(results)
    rows = []
    for config in configs:
        row: dict = {"configuration": config}
        for count in FINDING_COUNTS:
            for prefix, tasks in (("joint", joint), ("all", None)):
                values = _values(passed, config, tasks, count).dropna()
                row[f"{prefix}_{count}"] = float(values.sum()) if len(values) else math.nan
        row["joint_measured"] = int(_values(passed, config, joint, FINDING_COUNTS[0]).notna().sum())
        row["all_measured"] = int(_values(passed, config, None, FINDING_COUNTS[0]).size)
        rows.append(row)
    columns = ("configuration", *(f"joint_{c}" for c in FINDING_COUNTS), "joint_measured",
               *(f"all_{c}" for c in FINDING_COUNTS), "all_measured")
    notes = _missing_value_notes(passed, configs, joint, FINDING_COUNTS)
    return with_notes(rows_frame(rows, columns), notes)


#: ``method`` sits beside ``p``: it says whether that figure is exact, from every sign
#: assignment (permutation) or the normal approximation.
_WILCOXON_COLUMNS = ("n_pairs", "n_tied", "statistic", "p", "method", "p_holm", "significant",
                     "rank_biserial")


def _wilcoxon_row(x: pd.Series, y: pd.Series) -> tuple[float, float, dict]:
    """Means of ``x`` and ``y`` over the complete pairs, and the test on those pairs."""
    both = pd.concat([x, y], axis=1).dropna()
    if both.empty:
        return math.nan, math.nan, {"n_pairs": 0, "n_tied": 0, "statistic": math.nan, "p": math.nan,
                                    "rank_biserial": math.nan, "method": "none"}
    xs, ys = both.iloc[:, 0].to_numpy(), both.iloc[:, 1].to_numpy()
    res = wilcoxon_pratt(xs, ys)
    return float(xs.mean()), float(ys.mean()), {
        "n_pairs": res.n, "n_tied": res.n_tied, "statistic": res.statistic, "p": res.pvalue,
        "rank_biserial": res.rank_biserial, "method": res.method}


def _holm_by_measure(rows: list[dict]) -> None:
    for measure in QUALITY_MEASURES:
        family = [r for r in rows if r["measure"] == measure]
        for row, adjusted in zip(family, holm_column([r["p"] for r in family])):
            row["p_holm"] = adjusted
            row["significant"] = bool(adjusted <= ALPHA) if not math.isnan(adjusted) else False


def pairwise_quality(results: pd.DataFrame, configurations: Sequence[str] | None = None,
                     joint_over: Sequence[str] | None = None) -> pd.DataFrame:
    """Wilcoxon signed-rank (Pratt) for every pair of configurations on every quality measure.

    Every pair is tested on the same tasks: those solved by all of ``joint_over``
    (default: the compared configurations; the paper's RQ1 uses all fourteen, a
    superset of the seven compared), less any task whose measure is missing for either
    side. ``mean_a`` / ``mean_b`` are over the tested pairs. Holm runs per measure over
    the pairs. ``rank_biserial`` is positive when ``a`` has the larger values (for all
    measures but LLOC, the worse ones).
    """
    configs = resolve_configurations(results, configurations)
    over = configs if joint_over is None else resolve_configurations(results, joint_over)
    joint = joint_tasks(results, over)
    passed = _passed_first(results)
    rows = []
    for measure in QUALITY_MEASURES:
        for a, b in combinations(configs, 2):
            x, y = _values(passed, a, joint, measure), _values(passed, b, joint, measure)
            mean_a, mean_b, test = _wilcoxon_row(x, y)
            rows.append({"measure": measure, "a": a, "b": b, "mean_a": mean_a, "mean_b": mean_b,
                         **test})
    _holm_by_measure(rows)
    notes = _joint_notes(results, over, joint)
    columns = ("measure", "a", "b", "mean_a", "mean_b", *_WILCOXON_COLUMNS)
    return with_notes(rows_frame(rows, columns), notes)


def prompt_quality(results: pd.DataFrame, pairs: Mapping[str, str] | None = None) -> pd.DataFrame:
    """Within each model, security against standard prompt on every quality measure.

    Each model uses its own jointly solved set (tasks both of its configurations
    solve), so sets differ between models and from Table 3's. Holm runs per measure
    across the models. ``rank_biserial`` is positive when the security-prompt values
    are larger; ``mean_diff`` is security minus standard.
    """
    found = resolve_pairs(results, pairs)
    passed = _passed_first(results)
    rows = []
    notes = []
    for model, (std, sec) in found.items():
        joint = joint_tasks(results, [std, sec])
        notes.append(f"{model}: prompt comparison on the {len(joint)} task(s) both {std} and "
                     f"{sec} solve.")
        for measure in QUALITY_MEASURES:
            x, y = _values(passed, sec, joint, measure), _values(passed, std, joint, measure)
            sec_mean, std_mean, test = _wilcoxon_row(x, y)
            rows.append({"measure": measure, "model": model, "n_joint": len(joint),
                         "std_mean": std_mean, "sec_mean": sec_mean,
                         "mean_diff": sec_mean - std_mean,
                         **test})
    _holm_by_measure(rows)
    if not found:
        notes.append("No standard/security prompt pairs, so no prompt comparison of quality.")
    columns = ("measure", "model", "n_joint", "std_mean", "sec_mean", "mean_diff",
               *_WILCOXON_COLUMNS)
    return with_notes(rows_frame(rows, columns), notes)
