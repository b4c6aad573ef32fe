# blind: R6 - reads the clock before validating key and payload
# differs on: handle('', {}, h) calls the clock once before raising ValueError (correct: clock not called)
import json
import sqlite3


class IdempotencyStore:
    def __init__(self, conn, clock, ttl=86400.0):
        if ttl <= 0:
            raise ValueError("ttl must be positive")
        self._conn = conn
        self._clock = clock
        self._ttl = ttl
        conn.execute(
            "CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, "
            "status INTEGER NOT NULL, body TEXT NOT NULL, created_at REAL NOT NULL)"
        )
        conn.commit()

    def handle(self, key, payload, handler):
        now = self._clock()
        if not isinstance(key, str) or key == "":
            raise ValueError("key must be a non-empty str")
        fingerprint = json.dumps(payload, sort_keys=True, separators=(",", ":"))
        conn = self._conn
        row = conn.execute(
            "SELECT fingerprint, status, body, created_at FROM idempotency WHERE key = ?", (key,)
        ).fetchone()
        if row is not None and now - row[3] < self._ttl:
            if row[0] == fingerprint:
                return (int(row[1]), json.loads(row[2]), True)
            raise ValueError("idempotency key reused with a different payload")
        status, body = handler(payload)
        if status < 500:
            body_text = json.dumps(body)
            try:
                conn.execute(
                    "INSERT OR REPLACE INTO idempotency (key, fingerprint, status, body, created_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (key, fingerprint, status, body_text, now),
                )
                conn.commit()
            except BaseException:
                conn.rollback()
                raise
        return (status, body, False)
