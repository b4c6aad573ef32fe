# blind: correct
import json
import sqlite3


class TtlStore:
    def __init__(self, conn, clock):
        self._conn = conn
        self._clock = clock
        conn.execute(
            "CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at REAL)"
        )
        conn.commit()

    def set(self, key, value, ttl=None):
        text = json.dumps(value)
        if ttl is not None:
            if not ttl > 0:
                raise ValueError("ttl must be > 0")
            expires_at = self._clock() + ttl
        else:
            expires_at = None
        conn = self._conn
        try:
            conn.execute(
                "INSERT OR REPLACE INTO kv (key, value, expires_at) VALUES (?, ?, ?)",
                (key, text, expires_at),
            )
            conn.commit()
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise

    def _live_row(self, key, now):
        row = self._conn.execute("SELECT value, expires_at FROM kv WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        if row[1] is not None and now >= row[1]:
            return None
        return row

    def get(self, key, default=None):
        row = self._live_row(key, self._clock())
        if row is None:
            return default
        return json.loads(row[0])

    def delete(self, key):
        now = self._clock()
        conn = self._conn
        try:
            cur = conn.execute(
                "DELETE FROM kv WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)", (key, now)
            )
            conn.commit()
            return cur.rowcount == 1
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise

    def keys(self, prefix=""):
        now = self._clock()
        rows = self._conn.execute(
            "SELECT key FROM kv WHERE expires_at IS NULL OR expires_at > ?", (now,)
        ).fetchall()
        return sorted(r[0] for r in rows if r[0].startswith(prefix))

    def purge(self):
        now = self._clock()
        conn = self._conn
        try:
            cur = conn.execute("DELETE FROM kv WHERE expires_at IS NOT NULL AND expires_at <= ?", (now,))
            conn.commit()
            return int(cur.rowcount)
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise
