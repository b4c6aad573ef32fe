"""Writing what the engine found: JSON, text, CSV and an HTML page."""

from __future__ import annotations

import csv
import html
import json
from pathlib import Path

from minisheet import config
from minisheet.cells import cell_order
from minisheet.engine import Error, Evaluation, Value


def write_json(path: Path, document: object) -> None:
    """Indented JSON with a final newline."""
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def as_text(value: Value) -> str:
    """A value as the CSV shows it: a number in Python's round-trip form, a text as it is,
    an error as its code."""
    if isinstance(value, Error):
        return value.code
    return repr(value) if isinstance(value, float) else value


def write_dependencies(result: Evaluation, path: Path) -> None:
    """Every formula cell, in cell order, with the cells it refers to, in cell order."""
    write_json(path, {cell: result.dependencies[cell] for cell in sorted(result.dependencies, key=cell_order)})


def write_order(result: Evaluation, path: Path) -> None:
    """The evaluation order, one cell per line."""
    path.write_text("".join(f"{cell}\n" for cell in result.order), encoding="utf-8")


def write_values(values: dict[str, Value], path: Path) -> None:
    """``cell,value`` for every cell with content, in cell order."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["cell", "value"])
        writer.writerows((cell, as_text(values[cell])) for cell in sorted(values, key=cell_order))


def write_errors(values: dict[str, Value], path: Path) -> None:
    """Each error code that occurs (sorted) -> the cells holding it, in cell order."""
    by_code: dict[str, list[str]] = {}
    for cell in sorted(values, key=cell_order):
        if isinstance(values[cell], Error):
            by_code.setdefault(values[cell].code, []).append(cell)
    write_json(path, dict(sorted(by_code.items())))


def write_html(values: dict[str, Value], path: Path) -> None:
    """The sheet as an HTML table: column letters across, row numbers down, numbers with
    HTML_DECIMALS decimals, every text escaped."""
    last_col = max(cell[0] for cell in values)
    last_row = max(int(cell[1:]) for cell in values)
    columns = [chr(c) for c in range(ord("A"), ord(last_col) + 1)]

    def shown(cell: str) -> str:
        value = values.get(cell)
        if value is None:
            return ""
        if isinstance(value, float):
            return f"{value:.{config.HTML_DECIMALS}f}"
        return html.escape(as_text(value))

    lines = ["<!DOCTYPE html>", '<html lang="en">', '<head><meta charset="utf-8"><title>Sheet</title></head>',
             "<body>", "<table>", "<tr><th></th>" + "".join(f"<th>{c}</th>" for c in columns) + "</tr>"]
    for row in range(1, last_row + 1):
        lines.append(f"<tr><th>{row}</th>" + "".join(f"<td>{shown(f'{c}{row}')}</td>" for c in columns) + "</tr>")
    lines += ["</table>", "</body>", "</html>"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
