"""Upsert a batch of prices into SQLite and count inserted/updated/unchanged rows."""
import sqlite3

CREATE_SQL = (
    "CREATE TABLE IF NOT EXISTS prices("
    "sku TEXT PRIMARY KEY, price_cents INTEGER NOT NULL, currency TEXT NOT NULL)"
)
SELECT_SQL = "SELECT price_cents, currency FROM prices WHERE sku = ?"
UPSERT_SQL = (
    "INSERT INTO prices(sku, price_cents, currency) VALUES (?, ?, ?) "
    "ON CONFLICT(sku) DO UPDATE SET price_cents = excluded.price_cents, "
    "currency = excluded.currency"
)


def _valid(sku, price_cents, currency):
    return (
        isinstance(sku, str) and sku != ""
        and type(price_cents) is int and price_cents >= 0
        and isinstance(currency, str) and len(currency) == 3
        and all("A" <= ch <= "Z" for ch in currency)
    )


def upsert_prices(conn: sqlite3.Connection, rows):
    conn.execute(CREATE_SQL)
    conn.commit()
    for row in rows:
        if not _valid(*row):
            raise ValueError(f"invalid price row: {row!r}")
    counts = {"inserted": 0, "updated": 0, "unchanged": 0}
    with conn:
        for sku, price_cents, currency in rows:
            current = conn.execute(SELECT_SQL, (sku,)).fetchone()
            if current is None:
                counts["inserted"] += 1
            elif current == (price_cents, currency):
                counts["unchanged"] += 1
                continue
            else:
                counts["updated"] += 1
            conn.execute(UPSERT_SQL, (sku, price_cents, currency))
    return counts
