"""A small spreadsheet of an order book, with formulas, a few mistakes and cycles, and
a list of edits to apply to it.

Rows 2 to 31 hold items (name, quantity, unit price, line total, discounted total,
cost per unit); row 33 sums and summarises them; column F holds ratios, a few of them
dividing by a zero quantity. A few cells are deliberately wrong, as in real sheets:
arithmetic on a label, an unknown function, an unbalanced parenthesis, two cycles (one
of two cells, one cell referring to itself) and cells depending on them. The edits
change quantities and prices, break a cycle, add and clear cells. Everything comes from
one ``random.Random(seed)``.

    python generate.py --seed 77 --out .
"""

from __future__ import annotations

import argparse
import csv
import random
from pathlib import Path

ITEMS = ("bolts", "nuts", "washers", "hinges", "brackets", "screws", "rivets", "clamps", "springs",
         "pins", "anchors", "hooks", "chains", "pulleys", "gaskets")
FIRST, LAST = 2, 31
TOTAL = 33


def cells(rng: random.Random) -> dict[str, str]:
    sheet = {"A1": "item", "B1": "quantity", "C1": "unit price", "D1": "total", "E1": "discounted",
             "F1": "per unit", "H1": "discount", "H2": "0.15"}
    for row in range(FIRST, LAST + 1):
        sheet[f"A{row}"] = f"{rng.choice(ITEMS)} {rng.randint(3, 40)}mm"
        sheet[f"B{row}"] = str(0 if rng.random() < 0.1 else rng.randint(1, 250))
        sheet[f"C{row}"] = f"{rng.randint(5, 4000) / 100:.2f}"
        sheet[f"D{row}"] = f"=B{row}*C{row}"
        sheet[f"E{row}"] = f"=D{row} - D{row} * H2" if rng.random() < 0.8 else f"=D{row}*(1-H2)"
        sheet[f"F{row}"] = f"=D{row}/B{row}"
    sheet[f"A{TOTAL}"] = "totals"
    sheet[f"B{TOTAL}"] = f"=SUM(B{FIRST}:B{LAST})"
    sheet[f"D{TOTAL}"] = f"=SUM(D{FIRST}:D{LAST})"
    sheet[f"E{TOTAL}"] = f"=sum(E{FIRST}:E{LAST})"
    sheet[f"C{TOTAL}"] = f"=AVERAGE(C{FIRST}:C{LAST})"
    sheet[f"F{TOTAL}"] = f"=COUNT(A{FIRST}:C{LAST}, 1, 2)"
    sheet["A35"] = "largest order"
    sheet["B35"] = f"=MAX(D{FIRST}:D{LAST})"
    sheet["C35"] = f"=MIN(D{FIRST}:D{LAST}, B35)"
    sheet["D35"] = "=B35 / D33 * 100"
    sheet["A36"] = "mistakes"
    sheet["B36"] = "=A3 * 2"
    sheet["C36"] = "=MEDIAN(B2:B5)"
    sheet["D36"] = "=(B2 + 3"
    sheet["E36"] = "=B36 + 1"
    sheet["F36"] = "=A3"
    sheet["G36"] = "=Z99 + 4"
    sheet["A37"] = "loops"
    sheet["B37"] = "=C37 + 1"
    sheet["C37"] = "=B37 * 2"
    sheet["D37"] = "=D37 + 1"
    sheet["E37"] = "=SUM(B37:C37) + E35"
    sheet["F37"] = "=-(B2 + C2) * -2 - 3 / 4"
    sheet["E35"] = "5"
    # a note with markup and a comma: a page must escape it, a CSV must quote it
    sheet["A39"] = "note: <b>check</b> prices, & quantities"
    return sheet


def edits(rng: random.Random, sheet: dict[str, str]) -> list[tuple[str, str]]:
    row = rng.randint(FIRST, LAST)
    zero = next((f"B{r}" for r in range(FIRST, LAST + 1) if sheet[f"B{r}"] == "0"), "B2")
    return [
        (f"B{row}", str(rng.randint(300, 500))),
        ("H2", "0.2"),
        ("C37", "12"),
        (zero, "10"),
        ("A3", "17"),
        ("G40", "=B37 + D33"),
        (f"C{rng.randint(FIRST, LAST)}", ""),
        ("D37", "=E37"),
    ]


def order(cell: str) -> tuple[int, str]:
    return int(cell[1:]), cell[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sheet = cells(rng)
    changes = edits(rng, sheet)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "cells.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["cell", "content"])
        writer.writerows((cell, sheet[cell]) for cell in sorted(sheet, key=order))
    with open(out / "edits.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["cell", "content"])
        writer.writerows(changes)


if __name__ == "__main__":
    main()
