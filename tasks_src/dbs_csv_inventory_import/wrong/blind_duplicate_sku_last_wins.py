# blind: R9 - allows a sku to repeat in the file (later record overrides) instead of rejecting it
# differs on: 'sku,name,quantity,price\nA,x,1,1\nA,y,2,2' imports instead of raising ValueError('line 3: ...')
import csv
import io
import re
import sqlite3

_QTY_RE = re.compile(r"[0-9]+")
_PRICE_RE = re.compile(r"([0-9]+)(?:\.([0-9]{1,2}))?")
_COLUMNS = ("sku", "name", "quantity", "price")


def _parse_price(text):
    m = _PRICE_RE.fullmatch(text)
    if m is None:
        return None
    whole, frac = m.group(1), m.group(2) or ""
    return int(whole) * 100 + int(frac.ljust(2, "0"))


def import_inventory(conn, csv_text):
    reader = csv.reader(io.StringIO(csv_text))
    try:
        header = next(reader)
    except StopIteration:
        raise ValueError("empty CSV text")
    header = [h.strip() for h in header]
    if len(header) != 4 or sorted(header) != sorted(_COLUMNS):
        raise ValueError("invalid header")
    index = {name: i for i, name in enumerate(header)}

    records = []
    seen = set()
    for row in reader:
        line = reader.line_num
        if len(row) == 0:
            continue
        if len(row) != 4:
            raise ValueError("line %d: expected 4 fields" % line)
        fields = [f.strip() for f in row]
        sku = fields[index["sku"]]
        name = fields[index["name"]]
        qty_s = fields[index["quantity"]]
        price_s = fields[index["price"]]
        if sku == "" or name == "":
            raise ValueError("line %d: empty sku or name" % line)
        if _QTY_RE.fullmatch(qty_s) is None:
            raise ValueError("line %d: invalid quantity" % line)
        cents = _parse_price(price_s)
        if cents is None:
            raise ValueError("line %d: invalid price" % line)
        if sku in seen:
            records = [r for r in records if r[0] != sku]
        seen.add(sku)
        records.append((sku, name, int(qty_s), cents))

    counts = {"inserted": 0, "updated": 0, "unchanged": 0}
    try:
        for sku, name, qty, cents in records:
            row = conn.execute(
                "SELECT name, quantity, price_cents FROM inventory WHERE sku = ?", (sku,)
            ).fetchone()
            if row is None:
                conn.execute(
                    "INSERT INTO inventory (sku, name, quantity, price_cents) VALUES (?, ?, ?, ?)",
                    (sku, name, qty, cents),
                )
                counts["inserted"] += 1
            elif (row[0], row[1], row[2]) == (name, qty, cents):
                counts["unchanged"] += 1
            else:
                conn.execute(
                    "UPDATE inventory SET name = ?, quantity = ?, price_cents = ? WHERE sku = ?",
                    (name, qty, cents, sku),
                )
                counts["updated"] += 1
        conn.commit()
    except BaseException:
        conn.rollback()
        raise
    return counts
