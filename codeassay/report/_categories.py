"""Correctness per category: the category x configuration matrix and Table 4."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from codeassay.report._configurations import resolve_configurations
from codeassay.report._frames import (
    PCT,
    dataset_tasks,
    denominator_notes,
    outcome_matrix,
    rows_frame,
    scored,
    with_notes,
)
from evaluation._defaults import CATEGORIES, CATEGORY_NAMES

__all__ = ["category_matrix", "category_table"]


def _by_category(results: pd.DataFrame, configs: Sequence[str],
                 over_present: bool) -> tuple[pd.DataFrame, pd.Series, list[str]]:
    """Correctness (percent) per category and configuration, tasks per category, and notes.

    A task without a result counts as a failure in its category unless ``over_present``.
    Categories follow the taxonomy's order; categories outside it follow, sorted.
    """
    outcomes = outcome_matrix(results, configs)
    counted = scored(outcomes, over_present)
    if over_present:
        counted = counted[counted.notna().any(axis=1)]  # tasks no configuration has
    categories = pd.Series(dataset_tasks(results)).reindex(counted.index)
    table = counted.groupby(categories).mean() * PCT
    present = ([c for c in CATEGORIES if c in table.index]
               + sorted(c for c in table.index if c not in CATEGORIES))
    table = table.reindex(index=present, columns=list(configs)).astype(float)
    table.index.name, table.columns.name = "category", None
    return table, categories.value_counts(), denominator_notes(outcomes, over_present)


def category_matrix(results: pd.DataFrame, configurations: Sequence[str] | None = None, *,
                    over_present: bool = False) -> pd.DataFrame:
    """Correctness (percent) per category and configuration, over every task of the dataset
    in the category (a missing result is a failure; ``over_present``: the tasks it has).

    Rows follow the taxonomy's order; categories outside it follow, sorted.
    """
    table, _, notes = _by_category(results, resolve_configurations(results, configurations),
                                   over_present)
    return with_notes(table, notes)


def category_table(results: pd.DataFrame, configurations: Sequence[str] | None = None, *,
                   over_present: bool = False) -> pd.DataFrame:
    """Table 4: per category, mean correctness across configurations and best-to-worst spread.

    Correctness is :func:`category_matrix`'s. Descriptive, not tested (paper section
    4.3). Sorted by spread, widest first.
    """
    configs = resolve_configurations(results, configurations)
    matrix, tasks, notes = _by_category(results, configs, over_present)
    rows = []
    for category, values in matrix.iterrows():
        values = values.dropna()
        rows.append({"category": category, "name": CATEGORY_NAMES.get(category, category),
                     "n_tasks": int(tasks.get(category, 0)), "mean_pct": float(values.mean()),
                     "spread_pp": float(values.max() - values.min()),
                     "best": str(values.idxmax()), "worst": str(values.idxmin())})
    frame = rows_frame(rows, ("category", "name", "n_tasks", "mean_pct", "spread_pp", "best",
                              "worst"))
    frame = frame.sort_values(["spread_pp", "mean_pct"], ascending=[False, True], kind="stable")
    if matrix.isna().any().any():
        notes.append("Some configurations have no task in some category; their means and spreads "
                     "use the configurations that do.")
    return with_notes(frame.reset_index(drop=True), notes)
