"""Writing dependencies, cycles, order, values and errors files."""

import csv
import json
from pathlib import Path
from typing import Any

from minisheet import config
from minisheet.engine import Analysis, Error, Value


def format_value(value: Value) -> str:
    """A value as written in values.csv: float repr, text as is, error code."""
    if isinstance(value, Error):
        return value.code
    if isinstance(value, float):
        return repr(value)
    return value


def written_values(analysis: Analysis) -> dict[str, str]:
    """Every cell with content mapped to its written value, in cell order."""
    return {name: format_value(value) for name, value in analysis.values.items()}


def _write_json(path: Path, document: Any) -> None:
    """Write a JSON document with a final newline."""
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def write_dependencies(analysis: Analysis, path: Path) -> None:
    """Write each formula cell's dependencies (both in cell order)."""
    _write_json(path, analysis.dependencies)


def write_cycles(analysis: Analysis, path: Path) -> None:
    """Write the list of cycles."""
    _write_json(path, analysis.cycles)


def write_order(analysis: Analysis, path: Path) -> None:
    """Write the evaluation order, one cell per line."""
    path.write_text("".join(f"{name}\n" for name in analysis.order), encoding="utf-8")


def write_values(analysis: Analysis, path: Path) -> None:
    """Write `cell,value` rows for every cell with content, in cell order."""
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(config.VALUES_HEADER)
        writer.writerows(written_values(analysis).items())


def errors_by_code(analysis: Analysis) -> dict[str, list[str]]:
    """Map each error code that occurs (sorted) to its cells in cell order."""
    found: dict[str, list[str]] = {}
    for name, value in analysis.values.items():
        if isinstance(value, Error):
            found.setdefault(value.code, []).append(name)
    return {code: found[code] for code in sorted(found)}


def write_errors(analysis: Analysis, path: Path) -> None:
    """Write the error codes and their cells."""
    _write_json(path, errors_by_code(analysis))
