
_BURY = ("UPDATE jobs SET status = 'dead', worker = NULL, lease_until = NULL "
         "WHERE status = 'running' AND lease_until < ? AND attempts >= ?")
_RELEASE = ("UPDATE jobs SET status = 'pending', worker = NULL, lease_until = NULL "
            "WHERE status = 'running' AND lease_until < ?")
_READY = ("SELECT id FROM jobs WHERE status = 'pending' AND run_at <= ? "
          "ORDER BY priority DESC, run_at ASC, id ASC LIMIT ?")
_CLAIM = ("UPDATE jobs SET status = 'running', worker = ?, lease_until = ?, "
          "attempts = attempts + 1 WHERE id = ?")
_COMPLETE = ("UPDATE jobs SET status = 'done', lease_until = NULL "
             "WHERE id = ? AND status = 'running' AND worker = ? AND lease_until >= ?")


def _positive_int(value):
    return type(value) is int and value >= 1


class JobQueue:
    def __init__(self, conn):
        self._conn = conn

    def claim(self, worker, now, limit=1, lease_seconds=30.0, max_attempts=3):
        if not (_positive_int(limit) and _positive_int(max_attempts)) or lease_seconds <= 0:
            raise ValueError
        # The first UPDATE opens the transaction and takes the write lock, so the
        # selection and the claims below cannot interleave with another worker's claim.
        with self._conn:
            self._conn.execute(_BURY, (now, max_attempts))
            self._conn.execute(_RELEASE, (now,))
            ids = [job_id for (job_id,) in self._conn.execute(_READY, (now, limit))]
            lease_until = now + lease_seconds
            self._conn.executemany(_CLAIM, [(worker, lease_until, job_id) for job_id in ids])
        return ids

    def complete(self, job_id, worker, now):
        with self._conn:
            cursor = self._conn.execute(_COMPLETE, (job_id, worker, now))
        return cursor.rowcount == 1
