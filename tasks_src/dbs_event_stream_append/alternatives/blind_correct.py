# blind: correct
import json
import sqlite3


class ConcurrencyError(Exception):
    def __init__(self, stream, expected, actual):
        super().__init__(stream, expected, actual)
        self.stream = stream
        self.expected = expected
        self.actual = actual


class EventStore:
    def __init__(self, conn):
        self._conn = conn
        conn.execute(
            "CREATE TABLE IF NOT EXISTS events (stream TEXT NOT NULL, version INTEGER NOT NULL, "
            "kind TEXT NOT NULL, payload TEXT NOT NULL, PRIMARY KEY (stream, version))"
        )
        conn.commit()

    def version(self, stream):
        row = self._conn.execute(
            "SELECT COALESCE(MAX(version), 0) FROM events WHERE stream = ?", (stream,)
        ).fetchone()
        if self._conn.in_transaction:
            self._conn.commit()
        return int(row[0])

    def append(self, stream, expected_version, events):
        if not isinstance(events, list) or len(events) == 0:
            raise ValueError("events must be a non-empty list")
        encoded = []
        for item in events:
            kind, payload = item
            if not isinstance(kind, str) or kind == "":
                raise ValueError("kind must be a non-empty str")
            encoded.append((kind, payload))
        rows = []
        for kind, payload in encoded:
            rows.append((kind, json.dumps(payload)))
        conn = self._conn
        try:
            current = self.version(stream)
            if expected_version is not None and expected_version != current:
                raise ConcurrencyError(stream, expected_version, current)
            v = current
            for kind, text in rows:
                v += 1
                conn.execute(
                    "INSERT INTO events (stream, version, kind, payload) VALUES (?, ?, ?, ?)",
                    (stream, v, kind, text),
                )
            conn.commit()
            return v
        except BaseException:
            conn.rollback()
            raise

    def read(self, stream, after_version=0):
        rows = self._conn.execute(
            "SELECT version, kind, payload FROM events WHERE stream = ? AND version > ? ORDER BY version",
            (stream, after_version),
        ).fetchall()
        return [(int(v), k, json.loads(p)) for v, k, p in rows]
