import sqlite3

COLUMNS = ("email", "name", "tier")


def update_customer(conn: sqlite3.Connection, customer_id, changes, changed_by, now):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS customer_history(id INTEGER PRIMARY KEY AUTOINCREMENT, "
        "customer_id INTEGER NOT NULL, column_name TEXT NOT NULL, old_value TEXT NOT NULL, "
        "new_value TEXT NOT NULL, changed_by TEXT NOT NULL, changed_at TEXT NOT NULL)"
    )
    conn.commit()
    row = conn.execute("SELECT email, name, tier FROM customers WHERE id = ?", (customer_id,)).fetchone()
    if row is None and all(c in COLUMNS for c in changes):
        raise KeyError(customer_id)
    current = dict(zip(COLUMNS, row or ("", "", "")))
    changed = []
    for column in sorted(changes):
        if column not in COLUMNS:
            raise ValueError("unknown column " + column)
        if current[column] != changes[column]:
            conn.execute(f"UPDATE customers SET {column} = ? WHERE id = ?", (changes[column], customer_id))
            conn.execute(
                "INSERT INTO customer_history(customer_id, column_name, old_value, new_value, changed_by, changed_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (customer_id, column, current[column], changes[column], changed_by, now),
            )
            changed.append(column)
    conn.commit()
    return changed
