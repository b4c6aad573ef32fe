"""Names and look-ups shared by the report tests (tests/codeassay/report/).

The synthetic results themselves come from the ``synthetic`` fixture of that folder's
conftest; these helpers read the rows it generates, so tests can work out by hand what a
table should say.
"""

from __future__ import annotations

import pandas as pd

#: The task the fixture leaves out of one configuration.
MISSING = ("beta-sec", "task003")
#: The synthetic configurations, in the order the generator writes them.
CONFIGS = ["alpha-std", "alpha-sec", "beta-std", "beta-sec"]


def outcome_of(rows, config, task):
    """Whether ``config`` passed ``task`` in ``rows``; None when it has no result for it."""
    return next((r["passed"] for r in rows if r["model"] == config and r["task_id"] == task), None)


def task_ids_of(rows):
    """The task ids of ``rows``, sorted."""
    return sorted({r["task_id"] for r in rows})


def value_of(rows, config, task, column):
    """``column`` of ``config``'s row for ``task``."""
    return next(r[column] for r in rows if r["model"] == config and r["task_id"] == task)


def program_frame(outcomes: dict[tuple[str, str], bool]) -> pd.DataFrame:
    """A loaded-results frame of one sample per (model, task) with the given outcomes."""
    return pd.DataFrame([{"model": m, "task_id": t, "sample_id": 0, "sample_key": "0",
                          "category": "ADS", "passed": p, "status": "passed" if p else "failed",
                          "dataset_version": "v", "dataset_hash": "h"}
                         for (m, t), p in outcomes.items()])
