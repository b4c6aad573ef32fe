import sqlite3

_TABLE = ("CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT NOT NULL, "
          "name TEXT NOT NULL, deleted_at REAL)")
# A partial index: only live rows take part in the uniqueness check.
_INDEX = "CREATE UNIQUE INDEX IF NOT EXISTS users_live_email ON users (email) WHERE deleted_at IS NULL"
_INSERT = "INSERT INTO users (email, name) VALUES (?, ?)"
_DELETE = "UPDATE users SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL"
_RESTORE = "UPDATE users SET deleted_at = NULL WHERE id = ?"
_SELECT = "SELECT id, email, name, deleted_at FROM users WHERE "
_BY_ID = "id = ?"
_LIVE = " AND deleted_at IS NULL"
_BY_EMAIL = "email = ?" + _LIVE
_COLUMNS = ("id", "email", "name", "deleted_at")


class UserStore:
    def __init__(self, conn):
        self._conn = conn
        with conn:
            conn.execute(_TABLE)
            conn.execute(_INDEX)

    def _write(self, sql, params):
        try:
            with self._conn:
                return self._conn.execute(sql, params)
        except sqlite3.IntegrityError:
            raise ValueError from None  # the email belongs to a live user

    def create(self, email, name):
        email = email.strip().lower()
        if "@" not in email:
            raise ValueError
        return self._write(_INSERT, (email, name)).lastrowid

    def delete(self, user_id, now):
        return self._write(_DELETE, (now, user_id)).rowcount == 1

    def restore(self, user_id):
        return self._write(_RESTORE, (user_id,)).rowcount == 1

    def _one(self, where, params):
        row = self._conn.execute(_SELECT + where, params).fetchone()
        return None if row is None else dict(zip(_COLUMNS, row))

    def get(self, user_id, include_deleted=False):
        return self._one(_BY_ID if include_deleted else _BY_ID + _LIVE, (user_id,))

    def find_by_email(self, email):
        return self._one(_BY_EMAIL, (email.strip().lower(),))
