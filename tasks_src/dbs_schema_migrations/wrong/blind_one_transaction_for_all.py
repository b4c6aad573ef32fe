# blind: R9 - wraps all pending migrations in a single transaction, so a failure also undoes the earlier migrations of this call
# differs on: migrations 1 (ok) and 2 (failing): version 1 is not recorded afterwards instead of staying committed
import sqlite3


def migrate(conn, migrations):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)"
    )
    if conn.in_transaction:
        conn.commit()
    seen = set()
    for item in migrations:
        version = item[0]
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ValueError("invalid version: %r" % (version,))
        if version in seen:
            raise ValueError("duplicate version: %r" % (version,))
        seen.add(version)
    applied = {int(r[0]) for r in conn.execute("SELECT version FROM schema_migrations").fetchall()}
    unknown = applied - seen
    if unknown:
        raise ValueError("database has unknown applied versions: %r" % (sorted(unknown),))
    pending = sorted((m for m in migrations if m[0] not in applied), key=lambda m: m[0])
    if applied and pending and pending[0][0] < max(applied):
        raise ValueError("pending migration older than applied ones")
    done = []
    if not pending:
        return done
    conn.execute("BEGIN")
    try:
        for version, name, statements in pending:
            for stmt in statements:
                conn.execute(stmt)
            conn.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (version, name))
            done.append(version)
        conn.commit()
    except BaseException:
        if conn.in_transaction:
            conn.rollback()
        raise
    return done
