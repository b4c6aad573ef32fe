# blind: R6 - applies a pending migration whose version is below the highest applied one
# differs on: DB has 1 and 3 applied, migrate with versions 1, 2, 3 applies 2 instead of raising ValueError
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
    done = []
    for version, name, statements in pending:
        conn.execute("BEGIN")
        try:
            for stmt in statements:
                conn.execute(stmt)
            conn.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (version, name))
            conn.commit()
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise
        done.append(version)
    return done
