"""Reports computed with SQL on the requests database."""

import csv
import json
import math
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from loglens import config


def _write_json(path: str | Path, document: Any) -> None:
    """Write a JSON document with a final newline."""
    Path(path).write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def write_daily(connection: sqlite3.Connection, path: str | Path) -> None:
    """Write per-date requests, human requests, visitors, 5xx errors and bytes."""
    rows = connection.execute(
        """
        SELECT substr(time, 1, 10) AS date,
               COUNT(*),
               SUM(is_bot = 0),
               COUNT(DISTINCT CASE WHEN is_bot = 0 THEN ip END),
               SUM(status BETWEEN ? AND ?),
               SUM(bytes)
        FROM requests GROUP BY date ORDER BY date
        """,
        (config.ERROR_MIN_STATUS, config.ERROR_MAX_STATUS),
    ).fetchall()
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["date", "requests", "human_requests", "visitors", "errors", "bytes"])
        writer.writerows(rows)


def top_paths(connection: sqlite3.Connection) -> list[dict[str, Any]]:
    """Return the most requested paths by people with a 2xx/3xx status."""
    rows = connection.execute(
        """
        SELECT path, COUNT(*) AS requests FROM requests
        WHERE is_bot = 0 AND status BETWEEN ? AND ?
        GROUP BY path ORDER BY requests DESC, path LIMIT ?
        """,
        (config.TOP_PATHS_MIN_STATUS, config.TOP_PATHS_MAX_STATUS, config.TOP_PATHS_COUNT),
    ).fetchall()
    return [{"path": path, "requests": count} for path, count in rows]


def write_top_paths(connection: sqlite3.Connection, path: str | Path) -> None:
    """Write the top paths as a JSON list."""
    _write_json(path, top_paths(connection))


def nearest_rank(sorted_values: list[int], percentile: int) -> int:
    """Return the nearest-rank percentile: the value at rank ceil(p/100*n), from 1."""
    rank = max(1, math.ceil(percentile * len(sorted_values) / 100))
    return sorted_values[rank - 1]


def latency(connection: sqlite3.Connection) -> dict[str, dict[str, int]]:
    """Return count, percentiles and max of response times per busy path."""
    times: dict[str, list[int]] = {}
    for path, duration in connection.execute(
        "SELECT path, duration_ms FROM requests ORDER BY path, duration_ms"
    ):
        times.setdefault(path, []).append(duration)
    figures: dict[str, dict[str, int]] = {}
    for path in sorted(times):
        values = times[path]
        if len(values) < config.LATENCY_MIN_REQUESTS:
            continue
        entry = {"count": len(values)}
        for percentile in config.LATENCY_PERCENTILES:
            entry[f"p{percentile}"] = nearest_rank(values, percentile)
        entry["max"] = values[-1]
        figures[path] = entry
    return figures


def write_latency(connection: sqlite3.Connection, path: str | Path) -> None:
    """Write the latency figures as a JSON object with sorted keys."""
    _write_json(path, latency(connection))


def _seconds(time: str) -> int:
    """Seconds since the epoch of a stored time 'YYYY-MM-DDTHH:MM:SSZ'."""
    moment = datetime.strptime(time, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    return int(moment.timestamp())


def split_sessions(requests: list[tuple[str, str, int]],
                   gap: int = config.SESSION_GAP_SECONDS) -> list[dict[str, Any]]:
    """Split people's requests (ip, time, line) into sessions.

    Requests are taken per address in time order (equal times by line); a request
    more than ``gap`` seconds after the previous one of the same address starts a
    new session. Returns dicts with ip, start and requests.
    """
    sessions: list[dict[str, Any]] = []
    last: dict[str, tuple[int, dict[str, Any]]] = {}
    for ip, time, _line in sorted(requests, key=lambda r: (r[0], r[1], r[2])):
        moment = _seconds(time)
        previous = last.get(ip)
        if previous is None or moment - previous[0] > gap:
            session = {"ip": ip, "start": time, "requests": 0}
            sessions.append(session)
        else:
            session = previous[1]
        session["requests"] += 1
        last[ip] = (moment, session)
    return sessions


def sessions_summary(requests: list[tuple[str, str, int]]) -> dict[str, Any]:
    """Return visitors, session count, mean requests per session and the longest."""
    sessions = split_sessions(requests)
    longest = min(
        sessions, key=lambda s: (-s["requests"], s["start"], s["ip"]), default=None)
    mean = round(len(requests) / len(sessions), config.SESSION_MEAN_DECIMALS) if sessions else 0
    return {
        "visitors": len({ip for ip, _time, _line in requests}),
        "sessions": len(sessions),
        "requests_per_session": mean,
        "longest_session": longest,
    }


def write_sessions(connection: sqlite3.Connection, path: str | Path) -> None:
    """Write the people's sessions summary as JSON."""
    requests = connection.execute(
        "SELECT ip, time, line FROM requests WHERE is_bot = 0 ORDER BY ip, time, line"
    ).fetchall()
    _write_json(path, sessions_summary(requests))
