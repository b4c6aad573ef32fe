import json

_LIVE = "(expires_at IS NULL OR expires_at > ?)"


class TtlStore:
    def __init__(self, conn, clock):
        self._conn, self._clock = conn, clock
        with conn:
            conn.execute("CREATE TABLE IF NOT EXISTS kv "
                         "(key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at REAL)")

    def set(self, key, value, ttl=None):
        if ttl is not None and ttl <= 0:
            raise ValueError  # a ttl must be positive
        expires_at = None if ttl is None else self._clock() + ttl
        with self._conn:
            self._conn.execute("INSERT OR REPLACE INTO kv (key, value, expires_at) VALUES (?, ?, ?)",
                               (key, json.dumps(value), expires_at))

    def get(self, key, default=None):
        row = self._conn.execute(f"SELECT value FROM kv WHERE key = ? AND {_LIVE}",
                                 (key, self._clock())).fetchone()
        return default if row is None else json.loads(row[0])

    def delete(self, key):
        with self._conn:
            cursor = self._conn.execute(f"DELETE FROM kv WHERE key = ? AND {_LIVE}",
                                        (key, self._clock()))
        return cursor.rowcount == 1

    def keys(self, prefix=""):
        rows = self._conn.execute(
            f"SELECT key FROM kv WHERE key LIKE ? AND {_LIVE} ORDER BY key",
            (prefix + "%", self._clock()))
        return [key for (key,) in rows]

    def purge(self):
        with self._conn:
            cursor = self._conn.execute("DELETE FROM kv WHERE expires_at <= ?", (self._clock(),))
        return cursor.rowcount
