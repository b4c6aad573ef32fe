"""Applying edits one at a time and listing the cells whose value changed."""

import json
from pathlib import Path
from typing import Any

from minisheet.cells import Sheet, apply_row, in_cell_order
from minisheet.engine import analyse
from minisheet.output import written_values


def recalc(sheet: Sheet, edits: list[tuple[str, str]]) -> list[dict[str, Any]]:
    """Apply each edit in order to a copy of the sheet, recomputing after each.

    A cell changes when its written value differs, or when it gains or loses content.
    """
    current = dict(sheet)
    before = written_values(analyse(current))
    results = []
    for number, (name, content) in enumerate(edits, start=1):
        apply_row(current, name, content)
        after = written_values(analyse(current))
        changed = [cell for cell in set(before) | set(after)
                   if before.get(cell) != after.get(cell)]
        results.append({"edit": number, "cell": name, "changed": in_cell_order(changed)})
        before = after
    return results


def write_recalc(results: list[dict[str, Any]], path: Path) -> None:
    """Write the recalculation results as a JSON list."""
    path.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
