"""Idempotency-key store: replay stored API responses for repeated requests."""
import json
import sqlite3

CREATE_SQL = (
    "CREATE TABLE IF NOT EXISTS idempotency(key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, "
    "status INTEGER NOT NULL, body TEXT NOT NULL, created_at REAL NOT NULL)"
)
SELECT_SQL = "SELECT fingerprint, status, body, created_at FROM idempotency WHERE key = ?"
STORE_SQL = (
    "INSERT OR REPLACE INTO idempotency(key, fingerprint, status, body, created_at) "
    "VALUES (?, ?, ?, ?, ?)"
)


class IdempotencyStore:
    def __init__(self, conn: sqlite3.Connection, clock, ttl=86400.0):
        if ttl <= 0:
            raise ValueError  # ttl must be positive
        self._conn = conn
        self._clock = clock
        self._ttl = ttl
        conn.execute(CREATE_SQL)
        conn.commit()

    def handle(self, key, payload, handler):
        if not isinstance(key, str) or not key:
            raise ValueError  # key must be a non-empty string
        fingerprint = json.dumps(payload, sort_keys=True, separators=(",", ":"))
        now = self._clock()
        row = self._conn.execute(SELECT_SQL, (key,)).fetchone()
        if row is not None and now - row[3] < self._ttl:
            if row[0] != fingerprint:
                raise ValueError  # key reused with a different payload
            return row[1], json.loads(row[2]), True
        status, body = handler(payload)
        if status < 500:
            with self._conn:
                self._conn.execute(STORE_SQL, (key, fingerprint, status, json.dumps(body), now))
        return status, body, False
