"""Bar chart of people's requests per hour of the day."""

import sqlite3
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from loglens import config  # noqa: E402


def hourly_counts(connection: sqlite3.Connection) -> list[int]:
    """Return people's request counts for UTC hours 0..23 over all days."""
    counts = [0] * config.HOURS_PER_DAY
    for hour, count in connection.execute(
        "SELECT CAST(substr(time, 12, 2) AS INTEGER), COUNT(*) FROM requests "
        "WHERE is_bot = 0 GROUP BY 1"
    ):
        counts[hour] = count
    return counts


def write_hourly_chart(connection: sqlite3.Connection, path: str | Path) -> None:
    """Draw the hourly bar chart and save it as a PNG of the configured size."""
    counts = hourly_counts(connection)
    figure, axes = plt.subplots(
        figsize=(config.CHART_WIDTH_PX / config.CHART_DPI,
                 config.CHART_HEIGHT_PX / config.CHART_DPI),
        dpi=config.CHART_DPI,
    )
    hours = list(range(config.HOURS_PER_DAY))
    axes.bar(hours, counts, color="tab:blue")
    axes.set_xticks(hours)
    axes.set_xlabel("Hour of day (UTC)")
    axes.set_ylabel("Requests by people")
    axes.set_title("People's requests per hour of the day (all days)")
    figure.tight_layout()
    figure.savefig(path, dpi=config.CHART_DPI)
    plt.close(figure)
