"""Completeness: per configuration, how many tasks of the dataset have a result.

The report's first table. A task without a result counts as a failure in every other
table (unless ``over_present``), so this table says how many such failures each
configuration carries, and how many of its answers could not be run at all.
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from codeassay.report._configurations import resolve_configurations
from codeassay.report._frames import dataset_tasks, denominator_notes, outcome_matrix, rows_frame, with_notes

__all__ = ["completeness_table", "INVALID_STATUS"]

#: Status of an answer the engine could not run (empty, not UTF-8, NUL bytes, too large).
INVALID_STATUS = "invalid"


def completeness_table(results: pd.DataFrame,
                       configurations: Sequence[str] | None = None) -> pd.DataFrame:
    """Per configuration: tasks of the dataset, tasks graded, tasks missing, invalid answers.

    ``n_dataset`` counts the tasks the results were graded against
    (:func:`~codeassay.report._frames.dataset_tasks`), ``n_graded`` those with at least
    one result, ``n_missing`` the rest, ``n_programs`` every result row and
    ``n_invalid`` the rows whose answer could not be run (status ``invalid``, already a
    failure). ``missing_tasks`` lists the missing task ids (CSV only; the notes name
    them too).
    """
    configs = resolve_configurations(results, configurations)
    tasks = dataset_tasks(results)
    rows = []
    for config in configs:
        own = results[results["model"] == config]
        graded = set(own["task_id"])
        missing = [task for task in tasks if task not in graded]
        rows.append({"configuration": config, "n_dataset": len(tasks), "n_graded": len(graded),
                     "n_missing": len(missing), "n_programs": len(own),
                     "n_invalid": int((own["status"] == INVALID_STATUS).sum()),
                     "missing_tasks": " ".join(missing)})
    frame = rows_frame(rows, ("configuration", "n_dataset", "n_graded", "n_missing", "n_programs",
                              "n_invalid", "missing_tasks"))
    frame.attrs["csv_only"] = ("missing_tasks",)
    return with_notes(frame, denominator_notes(outcome_matrix(results, configs)))
