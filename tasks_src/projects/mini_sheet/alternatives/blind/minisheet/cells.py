"""Cell names, the cell order, content kinds, and reading a sheet from CSV."""

import csv
import re
import string
from pathlib import Path

from minisheet import config

CELL_NAME = re.compile(r"[A-Z]([1-9][0-9]?)")
NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")
COLUMNS: str = string.ascii_uppercase

Sheet = dict[str, str]


def is_cell_name(name: str) -> bool:
    """True for a name A1 ... Z99 (one capital letter, row 1 to 99)."""
    return CELL_NAME.fullmatch(name) is not None


def cell_key(name: str) -> tuple[int, int]:
    """Sort key of the cell order: row first, then column."""
    return int(name[1:]), COLUMNS.index(name[0])


def cell_name(column: int, row: int) -> str:
    """Name of the cell at a 0-based column index and a 1-based row."""
    return f"{COLUMNS[column]}{row}"


def in_cell_order(names) -> list[str]:
    """Return the names sorted in cell order."""
    return sorted(names, key=cell_key)


def is_formula(content: str) -> bool:
    """True when the content is a formula (starts with '=')."""
    return content.startswith("=")


def is_number(content: str) -> bool:
    """True when the content is a number: optional '-', digits, optional '.digits'."""
    return NUMBER.fullmatch(content) is not None


def read_rows(path: str | Path) -> list[tuple[str, str]]:
    """Read a `cell,content` CSV file and return its (cell, content) rows in order.

    Raises ValueError naming the file and line for a bad header, a row without
    exactly two fields, or a bad cell name; OSError when the file cannot be read.
    Blank lines are skipped.
    """
    try:
        with open(path, newline="", encoding="utf-8-sig") as handle:
            reader = csv.reader(handle)
            header = next(reader, None)
            if header is None or tuple(header) != config.CSV_HEADER:
                raise ValueError(f"{path}: line 1: expected the header 'cell,content'")
            rows: list[tuple[str, str]] = []
            for fields in reader:
                if not fields:
                    continue
                if len(fields) != 2:
                    raise ValueError(
                        f"{path}: line {reader.line_num}: expected 2 fields, "
                        f"found {len(fields)}")
                name, content = fields
                if not is_cell_name(name):
                    raise ValueError(
                        f"{path}: line {reader.line_num}: invalid cell name {name!r}")
                rows.append((name, content))
    except (UnicodeDecodeError, csv.Error) as error:
        raise ValueError(f"{path}: not a valid UTF-8 CSV file ({error})") from error
    return rows


def apply_row(sheet: Sheet, name: str, content: str) -> None:
    """Set a cell's content; an empty content empties the cell."""
    if content:
        sheet[name] = content
    else:
        sheet.pop(name, None)


def read_sheet(path: str | Path) -> Sheet:
    """Read a sheet: a dict of the cells with content; later rows replace earlier ones."""
    sheet: Sheet = {}
    for name, content in read_rows(path):
        apply_row(sheet, name, content)
    return sheet
