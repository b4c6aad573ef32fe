"""Writing a report to a folder: every table in three formats, the figures, Markdown and HTML."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from codeassay.report._build import Report
from codeassay.report._figures import FIGURE_CAPTIONS, FIGURE_READING, draw_figures
from codeassay.report._html import html_page
from codeassay.report._layout import TABLE_TITLES, general_notes, sections
from codeassay.report._text import csv_table, latex_table, markdown_table
from evaluation._errors import ResultsFileError

__all__ = ["write_report"]


def write_report(report: Report, out: str | Path, *, figures: bool = True) -> list[Path]:
    """Write tables (CSV, Markdown, LaTeX), figures (PNG), ``report.md`` and ``report.html``.

    CSV keeps full precision and machine column names; the other formats are rounded
    for reading. With ``figures=False`` matplotlib is not needed. Returns the paths
    written. Raises :class:`~evaluation.MissingDependencyError` when figures are asked
    for and matplotlib is missing, before anything is written.
    """
    drawn = draw_figures(report) if figures else {}
    out = Path(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ResultsFileError(
            f"{out}: cannot create the report folder: {exc.strerror or exc}") from exc
    written: list[Path] = []

    def emit(name: str, data: str | bytes) -> None:
        path = out / name
        try:
            if isinstance(data, bytes):
                path.write_bytes(data)
            else:
                path.write_text(data, encoding="utf-8")
        except OSError as exc:
            raise ResultsFileError(f"{path}: cannot write: {exc.strerror or exc}") from exc
        written.append(path)

    for name, table in report.tables.items():
        emit(f"{name}.csv", csv_table(table))
        emit(f"{name}.md", f"{report.captions[name]}\n\n{markdown_table(table)}")
        emit(f"{name}.tex", latex_table(table, report.captions[name], name))
    for name, png in drawn.items():
        emit(f"{name}.png", png)
    emit("report.md", _markdown(report, drawn))
    emit("report.html", html_page(report, drawn))
    return written


def _markdown(report: Report, drawn: Mapping[str, bytes]) -> str:
    """``report.md``: the HTML page's sections, figures and notes, as Markdown."""
    general = general_notes(report)
    lines = ["# CodeAssay report", "",
             f"Dataset: {report.datasets or 'not recorded'}. Configurations: "
             f"{', '.join(report.configurations)}. Compared (primary): "
             f"{', '.join(report.primary)}.", ""]
    if general:
        lines += ["About the inputs:", ""] + [f"- {n}" for n in general] + [""]
    for _, heading, figures, tables in sections(report):
        lines += [f"## {heading}", ""]
        for name in figures:
            if name in drawn:
                lines += [f"![{FIGURE_CAPTIONS[name]}]({name}.png)", "",
                          f"{FIGURE_CAPTIONS[name]} How to read it: {FIGURE_READING[name]}", ""]
        for name, notes in tables:
            lines += [f"### {TABLE_TITLES.get(name, name)}", "", report.captions[name], "",
                      markdown_table(report.tables[name])]
            lines += [f"- {n}" for n in notes] + ([""] if notes else [])
    return "\n".join(lines)
