"""Update a customer and append one audit-history row per changed column."""
import sqlite3

COLUMNS = ("email", "name", "tier")
CREATE_SQL = (
    "CREATE TABLE IF NOT EXISTS customer_history(id INTEGER PRIMARY KEY AUTOINCREMENT, "
    "customer_id INTEGER NOT NULL, column_name TEXT NOT NULL, old_value TEXT NOT NULL, "
    "new_value TEXT NOT NULL, changed_by TEXT NOT NULL, changed_at TEXT NOT NULL)"
)
SELECT_SQL = "SELECT email, name, tier FROM customers WHERE id = ?"
HISTORY_SQL = (
    "INSERT INTO customer_history(customer_id, column_name, old_value, new_value, "
    "changed_by, changed_at) VALUES (?, ?, ?, ?, ?, ?)"
)
UNKNOWN_COLUMN = "unknown column"


def update_customer(conn: sqlite3.Connection, customer_id, changes, changed_by, now):
    conn.execute(CREATE_SQL)
    conn.commit()
    if any(column not in COLUMNS for column in changes):
        raise ValueError(UNKNOWN_COLUMN)
    row = conn.execute(SELECT_SQL, (customer_id,)).fetchone()
    if row is None:
        raise KeyError(customer_id)
    current = dict(zip(COLUMNS, row))
    changed = sorted(changes)
    with conn:
        for column in changed:
            # Safe: `column` is one of the fixed names in COLUMNS.
            conn.execute(f"UPDATE customers SET {column} = ? WHERE id = ?", (changes[column], customer_id))
            conn.execute(HISTORY_SQL, (customer_id, column, current[column], changes[column], changed_by, now))
    return changed
