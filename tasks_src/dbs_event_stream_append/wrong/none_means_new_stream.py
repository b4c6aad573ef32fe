import json

_CREATE = ("CREATE TABLE IF NOT EXISTS events (stream TEXT NOT NULL, version INTEGER NOT NULL, "
           "kind TEXT NOT NULL, payload TEXT NOT NULL, PRIMARY KEY (stream, version))")
_VERSION = "SELECT COALESCE(MAX(version), 0) FROM events WHERE stream = ?"
_INSERT = "INSERT INTO events (stream, version, kind, payload) VALUES (?, ?, ?, ?)"
_READ = "SELECT version, kind, payload FROM events WHERE stream = ? AND version > ? ORDER BY version"


class ConcurrencyError(Exception):
    """The stream is not at the version the writer expected."""

    def __init__(self, stream, expected, actual):
        self.stream, self.expected, self.actual = stream, expected, actual


class EventStore:
    def __init__(self, conn):
        self._conn = conn
        with conn:
            conn.execute(_CREATE)

    def version(self, stream):
        return self._conn.execute(_VERSION, (stream,)).fetchone()[0]

    def append(self, stream, expected_version, events):
        if not events:
            raise ValueError
        encoded = []
        for kind, payload in events:  # validate everything before writing anything
            if type(kind) is not str or not kind:
                raise ValueError
            encoded.append((kind, json.dumps(payload)))
        with self._conn:  # one transaction: commits on success, rolls back on error
            current = self.version(stream)
            if (expected_version or 0) != current:
                raise ConcurrencyError(stream, expected_version, current)
            rows = [(stream, current + n, kind, payload) for n, (kind, payload) in enumerate(encoded, 1)]
            self._conn.executemany(_INSERT, rows)
        return current + len(rows)

    def read(self, stream, after_version=0):
        rows = self._conn.execute(_READ, (stream, after_version))
        return [(version, kind, json.loads(payload)) for version, kind, payload in rows]
