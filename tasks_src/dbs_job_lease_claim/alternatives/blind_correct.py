# blind: correct
import sqlite3


def _is_pos_int(v):
    return isinstance(v, int) and not isinstance(v, bool) and v >= 1


class JobQueue:
    def __init__(self, conn):
        self._conn = conn

    def claim(self, worker, now, limit=1, lease_seconds=30.0, max_attempts=3):
        if not _is_pos_int(limit) or not _is_pos_int(max_attempts):
            raise ValueError("limit and max_attempts must be ints >= 1")
        if lease_seconds <= 0:
            raise ValueError("lease_seconds must be positive")
        conn = self._conn
        try:
            conn.execute(
                "UPDATE jobs SET worker = NULL, lease_until = NULL, "
                "status = CASE WHEN attempts >= ? THEN 'dead' ELSE 'pending' END "
                "WHERE status = 'running' AND lease_until <= ?",
                (max_attempts, now),
            )
            rows = conn.execute(
                "SELECT id FROM jobs WHERE status = 'pending' AND run_at <= ? "
                "ORDER BY priority DESC, run_at ASC, id ASC LIMIT ?",
                (now, limit),
            ).fetchall()
            ids = [int(r[0]) for r in rows]
            for job_id in ids:
                conn.execute(
                    "UPDATE jobs SET status = 'running', worker = ?, lease_until = ?, attempts = attempts + 1 "
                    "WHERE id = ?",
                    (worker, now + lease_seconds, job_id),
                )
            conn.commit()
            return ids
        except BaseException:
            conn.rollback()
            raise

    def complete(self, job_id, worker, now):
        conn = self._conn
        try:
            cur = conn.execute(
                "UPDATE jobs SET status = 'done', lease_until = NULL "
                "WHERE id = ? AND status = 'running' AND worker = ? AND ? < lease_until",
                (job_id, worker, now),
            )
            ok = cur.rowcount == 1
            conn.commit()
            return ok
        except BaseException:
            conn.rollback()
            raise
