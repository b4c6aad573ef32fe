"""The SQLite database of parsed requests."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from loglens.parsing import Request

SCHEMA = """
CREATE TABLE requests (
    line INTEGER PRIMARY KEY,
    ip TEXT NOT NULL,
    time TEXT NOT NULL,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    query TEXT,
    status INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    referer TEXT,
    user_agent TEXT NOT NULL,
    duration_ms INTEGER NOT NULL,
    is_bot INTEGER NOT NULL
);
CREATE INDEX idx_requests_time ON requests (time);
CREATE INDEX idx_requests_ip ON requests (ip);
"""


def write_database(path: Path, requests: list[Request], bots: set[int]) -> sqlite3.Connection:
    """Create the database afresh (a file from an earlier run is replaced), fill it in
    one transaction, and return the open connection for the reports."""
    path.unlink(missing_ok=True)
    connection = sqlite3.connect(path)
    connection.executescript(SCHEMA)
    with connection:
        connection.executemany(
            "INSERT INTO requests VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(r.line, r.ip, r.time, r.method, r.path, r.query, r.status, r.bytes, r.referer,
              r.user_agent, r.duration_ms, int(r.line in bots)) for r in requests])
    return connection
