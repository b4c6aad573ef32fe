import sqlite3


def upsert_prices(conn: sqlite3.Connection, rows):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS prices("
        "sku TEXT PRIMARY KEY, price_cents INTEGER NOT NULL, currency TEXT NOT NULL)"
    )
    for sku, price_cents, currency in rows:
        if not (isinstance(sku, str) and sku and type(price_cents) is int and price_cents >= 0
                and isinstance(currency, str) and len(currency) == 3
                and all("A" <= c <= "Z" for c in currency)):
            raise ValueError("bad row")
    counts = {"inserted": 0, "updated": 0, "unchanged": 0}
    with conn:
        for sku, price_cents, currency in rows:
            exists = conn.execute("SELECT 1 FROM prices WHERE sku = ?", (sku,)).fetchone()
            counts["updated" if exists else "inserted"] += 1
            conn.execute("INSERT OR REPLACE INTO prices VALUES (?, ?, ?)", (sku, price_cents, currency))
    return counts
