import sqlite3


def migrate(conn, migrations):
    versions = [m[0] for m in migrations]
    if any(type(v) is not int or v < 1 for v in versions) or len(set(versions)) != len(versions):
        raise ValueError("invalid versions")
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    applied = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
    if not applied <= set(versions):
        raise ValueError("unknown applied migration")
    pending = sorted(m for m in migrations if m[0] not in applied)
    if applied and pending and pending[0][0] < max(applied):
        raise ValueError("out of order")
    conn.execute("BEGIN")
    try:
        for version, name, statements in pending:
            for statement in statements:
                conn.execute(statement)
            conn.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (version, name))
    except sqlite3.Error:
        conn.rollback()
        raise
    conn.commit()
    return [m[0] for m in pending]
