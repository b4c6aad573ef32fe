"""Writes sales.csv: a few days of sales of a handful of items, from a fixed seed."""

import argparse
import csv
import random
from pathlib import Path

ITEMS = ("apple", "bread", "cheese", "dates", "eggs")
ROWS = 40


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "sales.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["day", "item", "quantity", "unit_price"])
        for index in range(ROWS):
            writer.writerow([f"2026-03-{1 + index // 8:02d}", rng.choice(ITEMS), rng.randint(1, 9),
                             f"{rng.randint(50, 900) / 100:.2f}"])


if __name__ == "__main__":
    main()
