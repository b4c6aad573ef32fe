"""Applying edits one at a time and reporting which cells each one changed."""

from __future__ import annotations

from minisheet.cells import cell_order
from minisheet.engine import evaluate_sheet
from minisheet.outputs import as_text


def apply_edits(sheet: dict[str, str], edits: list[tuple[str, str]]) -> tuple[list[dict], dict[str, str]]:
    """For each edit (an empty content clears the cell), the cells whose value differs from
    before it, in cell order (a cell that appears or disappears counts); and the final sheet."""
    sheet = dict(sheet)
    before = {c: as_text(v) for c, v in evaluate_sheet(sheet).values.items()}
    report = []
    for number, (cell, content) in enumerate(edits, start=1):
        if content:
            sheet[cell] = content
        else:
            sheet.pop(cell, None)
        after = {c: as_text(v) for c, v in evaluate_sheet(sheet).values.items()}
        changed = sorted((c for c in before.keys() | after.keys() if before.get(c) != after.get(c)), key=cell_order)
        report.append({"edit": number, "cell": cell, "changed": changed})
        before = after
    return report, sheet
