"""Correctness per category: the category x configuration matrix and Table 4."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from codeassay.report._configurations import resolve_configurations
from codeassay.report._frames import PCT, first_samples, rows_frame, with_notes
from evaluation._defaults import CATEGORIES, CATEGORY_NAMES

__all__ = ["category_matrix", "category_table"]


def category_matrix(results: pd.DataFrame,
                    configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Correctness (percent) per category and configuration.

    Rows follow the taxonomy's order; categories outside it follow, sorted.
    """
    configs = resolve_configurations(results, configurations)
    first = first_samples(results)
    first = first[first["model"].isin(configs)]
    table = first.pivot_table(index="category", columns="model", values="passed", aggfunc="mean")
    present = ([c for c in CATEGORIES if c in table.index]
               + sorted(c for c in table.index if c not in CATEGORIES))
    table = table.reindex(index=present, columns=configs).astype(float) * PCT
    table.index.name, table.columns.name = "category", None
    return with_notes(table, [])


def category_table(results: pd.DataFrame,
                   configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Table 4: per category, mean correctness across configurations and best-to-worst spread.

    Descriptive, not tested (paper section 4.3). Sorted by spread, widest first.
    """
    configs = resolve_configurations(results, configurations)
    matrix = category_matrix(results, configs)
    tasks = first_samples(results).groupby("category")["task_id"].nunique()
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
    notes = []
    if matrix.isna().any().any():
        notes.append("Some configurations have no task in some category; their means and spreads "
                     "use the configurations that do.")
    return with_notes(frame.reset_index(drop=True), notes)
