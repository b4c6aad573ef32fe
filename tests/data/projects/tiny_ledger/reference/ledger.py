"""Reading sales records and adding them up per item."""

import csv


def read_sales(path):
    """The rows of a sales CSV file, with typed values, in file order."""
    with open(path, newline="", encoding="utf-8") as handle:
        return [{"day": row["day"], "item": row["item"], "quantity": int(row["quantity"]),
                 "unit_price": float(row["unit_price"])} for row in csv.DictReader(handle)]


def totals_by_item(sales):
    """Summed quantity and revenue (rounded to cents) per item."""
    totals = {}
    for sale in sales:
        quantity, revenue = totals.get(sale["item"], (0, 0.0))
        totals[sale["item"]] = (quantity + sale["quantity"],
                                revenue + sale["quantity"] * sale["unit_price"])
    return {item: (quantity, round(revenue, 2)) for item, (quantity, revenue) in totals.items()}
