"""Summaries of the requests, computed from the database."""

from __future__ import annotations

import csv
import json
import math
import sqlite3
from datetime import datetime
from pathlib import Path

from loglens import config

DAILY_COLUMNS = ("date", "requests", "human_requests", "visitors", "errors", "bytes")


def write_json(path: Path, document: object) -> None:
    """Write ``document`` as indented JSON with a final newline."""
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def daily_summary(db: sqlite3.Connection, path: Path) -> None:
    """One CSV row per UTC date: all requests, people's requests, distinct visitors (people
    only), server errors (5xx) and bytes sent."""
    rows = db.execute("""
        SELECT substr(time, 1, 10) AS date,
               COUNT(*),
               SUM(is_bot = 0),
               COUNT(DISTINCT ip),
               SUM(status BETWEEN 500 AND 599),
               SUM(bytes)
        FROM requests GROUP BY date ORDER BY date""").fetchall()
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(DAILY_COLUMNS)
        writer.writerows(rows)


def top_paths(db: sqlite3.Connection, path: Path) -> None:
    """The most requested paths by people, counting successful and redirected answers
    (status 200 to 399); ties by path."""
    rows = db.execute("""
        SELECT path, COUNT(*) AS n FROM requests
        WHERE is_bot = 0 AND status BETWEEN 200 AND 399
        GROUP BY path ORDER BY n DESC, path LIMIT ?""", (config.TOP_PATHS,)).fetchall()
    write_json(path, [{"path": p, "requests": n} for p, n in rows])


def nearest_rank(sorted_values: list[int], percent: int) -> int:
    """The value at rank ceil(percent / 100 * n) (counting from 1) of the sorted values."""
    return sorted_values[max(1, math.ceil(percent * len(sorted_values) / 100)) - 1]


def latency(db: sqlite3.Connection, path: Path) -> None:
    """Per path with enough requests (people and robots alike): the count, the nearest-rank
    percentiles and the maximum of the response times in milliseconds."""
    by_path: dict[str, list[int]] = {}
    for page, millis in db.execute("SELECT path, duration_ms FROM requests"):
        by_path.setdefault(page, []).append(millis)
    document = {}
    for page in sorted(by_path):
        values = sorted(by_path[page])
        if len(values) < config.LATENCY_MIN_REQUESTS:
            continue
        entry = {"count": len(values)}
        entry.update({f"p{p}": nearest_rank(values, p) for p in config.LATENCY_PERCENTILES})
        entry["max"] = values[-1]
        document[page] = entry
    write_json(path, document)


def sessions(db: sqlite3.Connection, path: Path) -> None:
    """People's visits split into sessions: per address, in time order, a request more than
    SESSION_GAP_S after the previous one starts a new session."""
    found: list[tuple[str, str, int]] = []  # (ip, start, requests)
    previous_ip, previous_time = None, None
    for ip, time in db.execute("SELECT ip, time FROM requests WHERE is_bot = 0 ORDER BY ip, time, line"):
        moment = datetime.strptime(time, "%Y-%m-%dT%H:%M:%SZ")
        if ip != previous_ip or (moment - previous_time).total_seconds() > config.SESSION_GAP_S:
            found.append((ip, time, 0))
        found[-1] = (found[-1][0], found[-1][1], found[-1][2] + 1)
        previous_ip, previous_time = ip, moment
    longest = min(found, key=lambda s: (-s[2], s[1], s[0]))
    write_json(path, {
        "visitors": len({ip for ip, _, _ in found}),
        "sessions": len(found),
        "requests_per_session": round(sum(n for _, _, n in found) / len(found), 2),
        "longest_session": {"ip": longest[0], "start": longest[1], "requests": longest[2]},
    })
