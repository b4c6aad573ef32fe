"""Checkpoint 2: the SQLite database has the stated schema, indexes and the reference's rows."""

import sqlite3
from contextlib import closing

FILE = "out/requests.db"
COLUMNS = [  # (name, declared type, NOT NULL, part of the primary key)
    ("line", "INTEGER", 0, 1), ("ip", "TEXT", 1, 0), ("time", "TEXT", 1, 0),
    ("method", "TEXT", 1, 0), ("path", "TEXT", 1, 0), ("query", "TEXT", 0, 0),
    ("status", "INTEGER", 1, 0), ("bytes", "INTEGER", 1, 0), ("referer", "TEXT", 0, 0),
    ("user_agent", "TEXT", 1, 0), ("duration_ms", "INTEGER", 1, 0), ("is_bot", "INTEGER", 1, 0),
]


def connect(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True))


def test_requests_table_schema(run_dir):
    with connect(run_dir) as db:
        info = db.execute("PRAGMA table_info(requests)").fetchall()
    assert [(name, kind.upper(), notnull, pk) for _, name, kind, notnull, _, pk in info] == COLUMNS


def test_indexes_on_time_and_ip(run_dir):
    with connect(run_dir) as db:
        indexes = {name: [row[2] for row in db.execute(f"PRAGMA index_info('{name}')")]
                   for _, name, *_ in db.execute("PRAGMA index_list(requests)")}
    assert indexes.get("idx_requests_time") == ["time"]
    assert indexes.get("idx_requests_ip") == ["ip"]


def test_rows_equal_the_reference(run_dir, reference_dir):
    query = "SELECT * FROM requests ORDER BY line"
    with connect(run_dir) as got, connect(reference_dir) as want:
        assert got.execute(query).fetchall() == want.execute(query).fetchall()
