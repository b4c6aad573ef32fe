"""Storing parsed requests in a fresh SQLite database."""

import sqlite3
from pathlib import Path

from loglens.bots import is_bot
from loglens.parsing import Record

SCHEMA = """
CREATE TABLE requests(line INTEGER PRIMARY KEY, ip TEXT NOT NULL, time TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, query TEXT, status INTEGER NOT NULL, bytes INTEGER NOT NULL, referer TEXT, user_agent TEXT NOT NULL, duration_ms INTEGER NOT NULL, is_bot INTEGER NOT NULL);
CREATE INDEX idx_requests_time ON requests(time);
CREATE INDEX idx_requests_ip ON requests(ip);
"""


def create_database(path: str | Path, records: list[Record],
                    fragments: list[str]) -> sqlite3.Connection:
    """Create the database afresh, insert all records in one transaction.

    Returns the open connection for the reports.
    """
    path = Path(path)
    for old in (path, path.with_name(path.name + "-journal")):
        old.unlink(missing_ok=True)
    connection = sqlite3.connect(path)
    connection.executescript(SCHEMA)
    rows = [
        (r.line, r.ip, r.time, r.method, r.path, r.query, r.status, r.bytes,
         r.referer, r.user_agent, r.duration_ms, int(is_bot(r.user_agent, fragments)))
        for r in records
    ]
    with connection:
        connection.executemany(
            "INSERT INTO requests VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return connection
