"""python main.py SALES_CSV OUT_DIR: per-item totals and a summary."""

import json
import sys
from pathlib import Path

from ledger import read_sales, totals_by_item


def main(argv):
    sales_path, out = argv[1], Path(argv[2])
    out.mkdir(parents=True, exist_ok=True)
    totals = totals_by_item(read_sales(sales_path))
    with open(out / "totals.csv", "w", encoding="utf-8") as handle:
        handle.write("item,quantity,revenue\n")
        for item in sorted(totals):
            quantity, revenue = totals[item]
            handle.write(f"{item},{quantity},{revenue:.2f}\n")
    summary = {"items": len(totals), "revenue": round(sum(r for _, r in totals.values()), 2)}
    (out / "summary.json").write_text(json.dumps(summary), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv)
