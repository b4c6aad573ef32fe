# blind: R5 - compares new and stored values case-insensitively
# differs on: customer name 'alice', changes {'name': 'Alice'} returns [] instead of ['name']
import sqlite3

_ALLOWED = ("email", "name", "tier")
_COLUMN_SQL = {
    "name": ("SELECT name FROM customers WHERE id = ?", "UPDATE customers SET name = ? WHERE id = ?"),
    "email": ("SELECT email FROM customers WHERE id = ?", "UPDATE customers SET email = ? WHERE id = ?"),
    "tier": ("SELECT tier FROM customers WHERE id = ?", "UPDATE customers SET tier = ? WHERE id = ?"),
}


def update_customer(conn, customer_id, changes, changed_by, now):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS customer_history ("
        "id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL, "
        "column_name TEXT NOT NULL, old_value TEXT NOT NULL, new_value TEXT NOT NULL, "
        "changed_by TEXT NOT NULL, changed_at TEXT NOT NULL)"
    )
    conn.commit()
    for key in changes:
        if not isinstance(key, str) or key not in _COLUMN_SQL:
            raise ValueError("column not allowed: %r" % (key,))
    row = conn.execute("SELECT name, email, tier FROM customers WHERE id = ?", (customer_id,)).fetchone()
    if row is None:
        raise KeyError(customer_id)
    current = {"name": row[0], "email": row[1], "tier": row[2]}
    changed = sorted(col for col, val in changes.items() if str(val).casefold() != str(current[col]).casefold())
    if not changed:
        return []
    try:
        for col in changed:
            conn.execute(_COLUMN_SQL[col][1], (changes[col], customer_id))
            conn.execute(
                "INSERT INTO customer_history (customer_id, column_name, old_value, new_value, changed_by, changed_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (customer_id, col, current[col], changes[col], changed_by, now),
            )
        conn.commit()
    except BaseException:
        conn.rollback()
        raise
    return changed
