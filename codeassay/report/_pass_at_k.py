"""pass@k per configuration over all samples (the unbiased estimator of Chen et al. 2021)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pandas as pd

from codeassay.report._configurations import resolve_configurations
from codeassay.report._frames import (
    OVER_PRESENT_NOTE,
    PCT,
    dataset_tasks,
    rows_frame,
    with_notes,
)
from evaluation._defaults import DEFAULT_K
from evaluation._stats import pass_at_k

__all__ = ["pass_at_k_table"]


def pass_at_k_table(results: pd.DataFrame, ks: Sequence[int] = DEFAULT_K,
                    configurations: Sequence[str] | None = None, *,
                    over_present: bool = False) -> pd.DataFrame:
    """Unbiased pass@k (percent) per configuration, averaged over every task of the dataset.

    A task without a result adds 0 to the average (``over_present``: it is left out, and
    the average is over the tasks the configuration has, ``n_tasks``). A
    ``pass_at_<k>_pct`` cell is filled only when every task the configuration has holds
    at least ``k`` samples; otherwise it is NaN, because averaging over the tasks that
    happen to have enough samples would change the task set with k.
    """
    configs = resolve_configurations(results, configurations)
    counts = results.groupby(["model", "task_id"])["passed"].agg(["size", "sum"])
    n_dataset = len(dataset_tasks(results))
    rows = []
    for config in configs:
        own = counts.loc[config]
        n_tasks = len(own) if over_present else n_dataset
        row: dict = {"configuration": config, "n_tasks": n_tasks,
                     "samples_min": int(own["size"].min()),
                     "samples_max": int(own["size"].max())}
        for k in ks:
            if row["samples_min"] >= k:
                values = [pass_at_k(int(n), int(c), k).value
                          for n, c in own.itertuples(index=False)]
                row[f"pass_at_{k}_pct"] = PCT * float(np.sum(values)) / n_tasks
            else:
                row[f"pass_at_{k}_pct"] = math.nan
        rows.append(row)
    frame = rows_frame(rows, ("configuration", "n_tasks", "samples_min", "samples_max",
                              *(f"pass_at_{k}_pct" for k in ks)))
    keep = [c for c in frame.columns if not c.startswith("pass_at_") or frame[c].notna().any()]
    notes = ["pass@k is the unbiased estimator of Chen et al. (2021), averaged over tasks; "
             "a k is shown only for configurations with at least k samples of every task "
             "they have."]
    if over_present:
        notes.append(OVER_PRESENT_NOTE)
    elif any(len(counts.loc[config]) < n_dataset for config in configs):
        notes.append("A task without a result adds 0 to its configuration's average.")
    return with_notes(frame[keep].copy(), notes)
