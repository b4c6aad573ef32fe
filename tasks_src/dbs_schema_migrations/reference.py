"""Versioned schema migrations for SQLite, each applied in its own transaction."""

_CREATE = ("CREATE TABLE IF NOT EXISTS schema_migrations "
           "(version INTEGER PRIMARY KEY, name TEXT NOT NULL)")
_APPLIED = "SELECT version FROM schema_migrations"
_RECORD = "INSERT INTO schema_migrations (version, name) VALUES (?, ?)"
# sqlite3 opens no implicit transaction before DDL, so each migration begins one explicitly.
_BEGIN = "BEGIN"


def migrate(conn, migrations):
    versions = [version for version, _, _ in migrations]
    if (any(type(v) is not int or v < 1 for v in versions)
            or len(set(versions)) != len(versions)):
        raise ValueError  # invalid or duplicate versions
    conn.execute(_CREATE)
    applied = {version for (version,) in conn.execute(_APPLIED)}
    if not applied <= set(versions):
        raise ValueError  # the database has a migration this code does not know
    if sorted(versions)[:len(applied)] != sorted(applied):
        raise ValueError  # a missing migration older than the newest applied one
    pending = sorted(m for m in migrations if m[0] not in applied)
    done = []
    for version, name, statements in pending:
        conn.execute(_BEGIN)
        try:
            for statement in statements:
                conn.execute(statement)
            conn.execute(_RECORD, (version, name))
        except BaseException:
            conn.rollback()
            raise
        conn.commit()
        done.append(version)
    return done
