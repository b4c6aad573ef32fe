# blind: R10 - rejects a price of 0 (requires positive)
# differs on: [('A', 0, 'EUR')] raises ValueError instead of inserting
import re
import sqlite3

_CURRENCY_RE = re.compile(r"[A-Z]{3}")


def _valid(row):
    if not isinstance(row, tuple) and not isinstance(row, list):
        return False
    if len(row) != 3:
        return False
    sku, price, currency = row
    if not isinstance(sku, str) or sku == "":
        return False
    if not isinstance(price, int) or isinstance(price, bool) or price <= 0:
        return False
    if not isinstance(currency, str) or _CURRENCY_RE.fullmatch(currency) is None:
        return False
    return True


def upsert_prices(conn, rows):
    conn.execute(
        "CREATE TABLE IF NOT EXISTS prices (sku TEXT PRIMARY KEY, price_cents INTEGER NOT NULL, currency TEXT NOT NULL)"
    )
    conn.commit()
    for row in rows:
        if not _valid(row):
            raise ValueError("invalid row: %r" % (row,))
    counts = {"inserted": 0, "updated": 0, "unchanged": 0}
    try:
        for sku, price, currency in rows:
            existing = conn.execute(
                "SELECT price_cents, currency FROM prices WHERE sku = ?", (sku,)
            ).fetchone()
            if existing is None:
                conn.execute(
                    "INSERT INTO prices (sku, price_cents, currency) VALUES (?, ?, ?)", (sku, price, currency)
                )
                counts["inserted"] += 1
            elif existing[0] == price and existing[1] == currency:
                counts["unchanged"] += 1
            else:
                conn.execute(
                    "UPDATE prices SET price_cents = ?, currency = ? WHERE sku = ?", (price, currency, sku)
                )
                counts["updated"] += 1
        conn.commit()
    except BaseException:
        if conn.in_transaction:
            conn.rollback()
        raise
    return counts
