import csv
import io
import re

_COLUMNS = {"sku", "name", "quantity", "price"}
_QUANTITY = re.compile(r"[0-9]+")
_PRICE = re.compile(r"([0-9]+)(?:\.([0-9]{1,2}))?")
_SELECT = "SELECT name, quantity, price_cents FROM inventory WHERE sku = ?"
_UPSERT = ("INSERT INTO inventory (sku, name, quantity, price_cents) VALUES (?, ?, ?, ?) "
           "ON CONFLICT (sku) DO UPDATE SET name = excluded.name, "
           "quantity = excluded.quantity, price_cents = excluded.price_cents")


def _parse(record):
    quantity = _QUANTITY.fullmatch(record["quantity"])
    price = _PRICE.fullmatch(record["price"])
    if not record["sku"] or not record["name"] or quantity is None or price is None:
        raise ValueError
    # Whole cents from the digits themselves: float("0.29") * 100 is 28.999...
    cents = int(float(record["price"]) * 100)
    return record["sku"], (record["name"], int(quantity[0]), cents)


def import_inventory(conn, csv_text):
    reader = csv.reader(io.StringIO(csv_text))
    header = [field.strip() for field in next(reader, [])]
    if len(header) != len(_COLUMNS) or set(header) != _COLUMNS:
        raise ValueError
    counts = {"inserted": 0, "updated": 0, "unchanged": 0}
    seen = set()
    with conn:  # one transaction: any error below rolls back every record
        for row in reader:
            if not row:
                continue  # an empty line
            try:
                if len(row) != len(header):
                    raise ValueError
                sku, values = _parse(dict(zip(header, (field.strip() for field in row))))
                if sku in seen:
                    raise ValueError
            except ValueError:
                raise ValueError(f"line {reader.line_num}: invalid record") from None
            seen.add(sku)
            current = conn.execute(_SELECT, (sku,)).fetchone()
            if current == values:
                counts["unchanged"] += 1
                continue
            counts["updated" if current else "inserted"] += 1
            conn.execute(_UPSERT, (sku, *values))
    return counts
