"""Cell names, their order, and reading a sheet from CSV."""

from __future__ import annotations

import csv
import re
from pathlib import Path

CELL = re.compile(r"[A-Z][1-9][0-9]?")
NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")


def cell_order(cell: str) -> tuple[int, str]:
    """Sort key of a cell: row first, then column (A1, B1, ..., A2, ...)."""
    return int(cell[1:]), cell[0]


def read_cells(path: Path) -> dict[str, str]:
    """``cell -> content`` from a CSV with the header ``cell,content``; empty contents are
    left out. Raises ValueError naming the file and line for a bad cell name."""
    sheet: dict[str, str] = {}
    for line, (cell, content) in enumerate(read_rows(path), start=2):
        if not CELL.fullmatch(cell):
            raise ValueError(f"{path}:{line}: {cell!r} is not a cell name (A1 to Z99)")
        if content:
            sheet[cell] = content
        else:
            sheet.pop(cell, None)
    return sheet


def read_rows(path: Path) -> list[tuple[str, str]]:
    """The ``(cell, content)`` rows of a CSV with the header ``cell,content``, in order."""
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    if not rows or rows[0] != ["cell", "content"]:
        raise ValueError(f"{path}:1: expected the header cell,content")
    for line, row in enumerate(rows[1:], start=2):
        if len(row) != 2:
            raise ValueError(f"{path}:{line}: expected two fields, got {len(row)}")
    return [(row[0], row[1]) for row in rows[1:]]


def cells_in_range(first: str, second: str) -> list[str]:
    """Every cell of the rectangle with these corners (in any order), in cell order."""
    low_col, high_col = sorted((first[0], second[0]))
    low_row, high_row = sorted((int(first[1:]), int(second[1:])))
    return [f"{chr(col)}{row}" for row in range(low_row, high_row + 1)
            for col in range(ord(low_col), ord(high_col) + 1)]
