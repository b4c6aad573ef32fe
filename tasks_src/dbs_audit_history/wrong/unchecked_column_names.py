import sqlite3


def update_customer(conn: sqlite3.Connection, customer_id, changes, changed_by, now):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS customer_history(id INTEGER PRIMARY KEY AUTOINCREMENT, "
        "customer_id INTEGER NOT NULL, column_name TEXT NOT NULL, old_value TEXT NOT NULL, "
        "new_value TEXT NOT NULL, changed_by TEXT NOT NULL, changed_at TEXT NOT NULL)"
    )
    conn.commit()
    if "id" in changes:
        raise ValueError("id cannot change")
    if conn.execute("SELECT 1 FROM customers WHERE id = ?", (customer_id,)).fetchone() is None:
        raise KeyError(customer_id)
    changed = []
    try:
        with conn:
            for column in sorted(changes):
                (old,) = conn.execute(f"SELECT {column} FROM customers WHERE id = ?", (customer_id,)).fetchone()
                if old != changes[column]:
                    conn.execute(f"UPDATE customers SET {column} = ? WHERE id = ?", (changes[column], customer_id))
                    conn.execute(
                        "INSERT INTO customer_history(customer_id, column_name, old_value, new_value, changed_by, changed_at) "
                        "VALUES (?, ?, ?, ?, ?, ?)",
                        (customer_id, column, str(old), changes[column], changed_by, now),
                    )
                    changed.append(column)
    except sqlite3.OperationalError as exc:
        raise ValueError(str(exc)) from exc
    return changed
