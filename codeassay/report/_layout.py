"""How the rendered report is laid out: sections in reading order, table titles, the figure
each section opens with, and where each note goes (under the first table it qualifies;
notes about the inputs as a whole at the top). The HTML page and ``report.md`` share it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from codeassay.report._build import Report

__all__ = ["SECTIONS", "TABLE_TITLES", "general_notes", "sections"]

#: (anchor, heading, tables, figures) of each section, in reading order. A section whose
#: tables the report does not have is left out.
SECTIONS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("completeness", "Completeness", ("completeness",), ()),
    ("correctness", "Correctness", ("correctness", "cochran", "pairwise_correctness",
                                    "prompt_correctness"), ("correctness",)),
    ("code-properties", "Code properties of the programs that pass",
     ("quality", "findings", "pairwise_quality", "prompt_quality"), ("quality",)),
    ("categories", "Categories", ("categories", "category_matrix"), ("categories",)),
    ("repair", "Repair", ("repair",), ()),
    ("audit", "Audit effect", ("regrade", "regrade_by_configuration"), ()),
    ("pass-at-k", "pass@k", ("pass_at_k",), ()),
)

#: The title of each table in the rendered report (file names keep the machine names).
TABLE_TITLES: dict[str, str] = {
    "completeness": "Tasks graded and missing per configuration",
    "correctness": "Hidden-test correctness per configuration",
    "cochran": "Cochran's Q across the compared configurations",
    "pairwise_correctness": "Pairwise exact McNemar tests",
    "prompt_correctness": "Security-focused vs standard prompt: correctness",
    "quality": "Table 3: correctness and code properties",
    "findings": "Static-analysis findings (descriptive)",
    "pairwise_quality": "Pairwise Wilcoxon signed-rank tests on code properties",
    "prompt_quality": "Security-focused vs standard prompt: code properties",
    "categories": "Table 4: correctness per category",
    "category_matrix": "Correctness per category and configuration (%)",
    "repair": "Repair decomposition",
    "regrade": "Audit effect: the same programs graded against two dataset versions",
    "regrade_by_configuration": "Audit effect per configuration",
    "pass_at_k": "pass@k per configuration",
}


def general_notes(report: Report) -> list[str]:
    """The report's notes that qualify no table: about the inputs as a whole."""
    in_tables = {note for table in report.tables.values() for note in table.attrs.get("notes", [])}
    return [note for note in report.notes if note not in in_tables]


def sections(report: Report) -> Iterator[tuple[str, str, tuple[str, ...], list[tuple[str, list[str]]]]]:
    """(anchor, heading, figures, [(table, its notes not shown before)]) of each section the
    report has tables for, in reading order."""
    shown: set[str] = set()
    for anchor, heading, names, figures in SECTIONS:
        tables = []
        for name in (name for name in names if name in report.tables):
            fresh = [n for n in report.tables[name].attrs.get("notes", []) if n not in shown]
            shown.update(fresh)
            tables.append((name, fresh))
        if tables:
            yield anchor, heading, figures, tables
