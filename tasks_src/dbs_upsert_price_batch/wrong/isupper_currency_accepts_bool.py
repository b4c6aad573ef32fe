import sqlite3


def upsert_prices(conn: sqlite3.Connection, rows):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS prices("
        "sku TEXT PRIMARY KEY, price_cents INTEGER NOT NULL, currency TEXT NOT NULL)"
    )
    for sku, price_cents, currency in rows:
        if not (isinstance(sku, str) and sku and isinstance(price_cents, int) and price_cents >= 0
                and isinstance(currency, str) and len(currency) == 3
                and currency.isalpha() and currency.isupper()):
            raise ValueError("bad row")
    counts = {"inserted": 0, "updated": 0, "unchanged": 0}
    with conn:
        for sku, price_cents, currency in rows:
            current = conn.execute(
                "SELECT price_cents, currency FROM prices WHERE sku = ?", (sku,)
            ).fetchone()
            if current is None:
                counts["inserted"] += 1
            elif current == (price_cents, currency):
                counts["unchanged"] += 1
                continue
            else:
                counts["updated"] += 1
            conn.execute(
                "INSERT INTO prices VALUES (?, ?, ?) ON CONFLICT(sku) DO UPDATE SET "
                "price_cents = excluded.price_cents, currency = excluded.currency",
                (sku, price_cents, currency),
            )
    return counts
