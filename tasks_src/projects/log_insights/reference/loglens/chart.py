"""The chart of people's requests per hour of the day."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only: no display is needed or assumed

import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)

from loglens import config  # noqa: E402


def hourly_chart(db: sqlite3.Connection, path: Path) -> None:
    """A bar per UTC hour (0 to 23) with the number of people's requests in that hour,
    over all days."""
    counts = dict(db.execute("SELECT CAST(substr(time, 12, 2) AS INTEGER), COUNT(*) FROM requests "
                             "WHERE is_bot = 0 GROUP BY 1"))
    hours = list(range(24))
    figure, axes = plt.subplots(figsize=config.CHART_SIZE, dpi=config.CHART_DPI)
    axes.bar(hours, [counts.get(h, 0) for h in hours], color="tab:green")
    axes.set_xticks(hours)
    axes.set_xlabel("hour of the day (UTC)")
    axes.set_ylabel("requests by people")
    axes.set_title("Requests per hour")
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)
