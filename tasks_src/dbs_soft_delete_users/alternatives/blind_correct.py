# blind: correct
import sqlite3


def _norm(email):
    return email.strip().lower()


def _as_dict(row):
    if row is None:
        return None
    return {"id": row[0], "email": row[1], "name": row[2], "deleted_at": row[3]}


class UserStore:
    def __init__(self, conn):
        self._conn = conn
        conn.execute(
            "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT NOT NULL, "
            "name TEXT NOT NULL, deleted_at REAL)"
        )
        conn.execute(
            "CREATE UNIQUE INDEX IF NOT EXISTS users_live_email ON users(email) WHERE deleted_at IS NULL"
        )
        conn.commit()

    def _finish(self):
        if self._conn.in_transaction:
            self._conn.commit()

    def create(self, email, name):
        e = _norm(email)
        if "@" not in e:
            raise ValueError("email must contain '@'")
        conn = self._conn
        try:
            if conn.execute(
                "SELECT 1 FROM users WHERE email = ? AND deleted_at IS NULL", (e,)
            ).fetchone():
                raise ValueError("email already in use")
            cur = conn.execute("INSERT INTO users (email, name, deleted_at) VALUES (?, ?, NULL)", (e, name))
            conn.commit()
            return int(cur.lastrowid)
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise

    def delete(self, user_id, now):
        conn = self._conn
        try:
            cur = conn.execute(
                "UPDATE users SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL", (now, user_id)
            )
            conn.commit()
            return cur.rowcount == 1
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise

    def restore(self, user_id):
        conn = self._conn
        try:
            row = conn.execute("SELECT email, deleted_at FROM users WHERE id = ?", (user_id,)).fetchone()
            if row is None or row[1] is None:
                self._finish()
                return False
            if conn.execute(
                "SELECT 1 FROM users WHERE email = ? AND deleted_at IS NULL AND id != ?", (row[0], user_id)
            ).fetchone():
                raise ValueError("another live user has this email")
            conn.execute("UPDATE users SET deleted_at = NULL WHERE id = ?", (user_id,))
            conn.commit()
            return True
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise

    def get(self, user_id, include_deleted=False):
        row = self._conn.execute(
            "SELECT id, email, name, deleted_at FROM users WHERE id = ?", (user_id,)
        ).fetchone()
        self._finish()
        if row is None:
            return None
        if row[3] is not None and not include_deleted:
            return None
        return _as_dict(row)

    def find_by_email(self, email):
        row = self._conn.execute(
            "SELECT id, email, name, deleted_at FROM users WHERE email = ? AND deleted_at IS NULL",
            (_norm(email),),
        ).fetchone()
        self._finish()
        return _as_dict(row)
