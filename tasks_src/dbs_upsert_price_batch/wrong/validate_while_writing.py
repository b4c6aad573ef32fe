import sqlite3


def upsert_prices(conn: sqlite3.Connection, rows):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS prices("
        "sku TEXT PRIMARY KEY, price_cents INTEGER NOT NULL, currency TEXT NOT NULL)"
    )
    counts = {"inserted": 0, "updated": 0, "unchanged": 0}
    for sku, price_cents, currency in rows:
        if not (isinstance(sku, str) and sku and type(price_cents) is int and price_cents >= 0
                and isinstance(currency, str) and len(currency) == 3
                and all("A" <= c <= "Z" for c in currency)):
            raise ValueError("bad row")
        current = conn.execute(
            "SELECT price_cents, currency FROM prices WHERE sku = ?", (sku,)
        ).fetchone()
        if current is None:
            counts["inserted"] += 1
            conn.execute("INSERT INTO prices VALUES (?, ?, ?)", (sku, price_cents, currency))
        elif current == (price_cents, currency):
            counts["unchanged"] += 1
        else:
            counts["updated"] += 1
            conn.execute(
                "UPDATE prices SET price_cents = ?, currency = ? WHERE sku = ?",
                (price_cents, currency, sku),
            )
    conn.commit()
    return counts
