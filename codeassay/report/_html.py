"""The report as one self-contained HTML page that reads as a document.

Sections in reading order (completeness, correctness, code properties, categories, then
repair, audit effect and pass@k when there are any), each opening with its figure and a
line on how to read it; every table under a title and a caption, with human column names
and units, grouped headings where columns come in groups, and the notes that qualify it
right under it (each note once, under the first table it qualifies). Notes about the
inputs as a whole stay at the top. Figures are embedded as data URIs. The page fits a
1280 px window without horizontal scrolling; a table wider than the page scrolls inside
its own box.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Mapping

import pandas as pd

from codeassay.report._build import Report
from codeassay.report._figures import FIGURE_CAPTIONS, FIGURE_READING
from codeassay.report._layout import TABLE_TITLES, general_notes, sections
from codeassay.report._text import column_label, display_frame

__all__ = ["html_page"]

_STYLE = (
    "body{font-family:'DejaVu Sans',Arial,sans-serif;max-width:1180px;margin:1.5em auto;"
    "padding:0 1.5em;color:#222;line-height:1.45}"
    "h1{margin:0 0 0.3em}h2{margin:0 0 0.4em;font-size:1.35em}"
    "h3{margin:1.6em 0 0.2em;font-size:1.02em}"
    "section{margin-top:2.2em;padding-top:0.8em;border-top:2px solid #ddd}"
    ".lead{max-width:60em}.caption{color:#444;font-size:0.88em;margin:0.1em 0 0.4em;max-width:70em}"
    ".table-wrap{overflow-x:auto;max-width:100%}"
    "table{border-collapse:collapse;font-size:0.8em;margin:0.2em 0}"
    "th,td{border:1px solid #c8c8c8;padding:3px 7px}"
    "th{background:#f1f1f1;font-weight:600;vertical-align:bottom}"
    "td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}"
    "td.text{text-align:left}"
    "ul.notes{font-size:0.82em;color:#555;margin:0.4em 0 0;padding-left:1.3em;max-width:75em}"
    "figure{margin:0.8em 0 1.2em}img{max-width:100%;height:auto}"
    "figcaption{font-size:0.88em;color:#333;max-width:70em}"
    "figcaption b{font-weight:600}"
)


def html_page(report: Report, figures: Mapping[str, bytes]) -> str:
    """The page's text: header, sections of figures (PNG bytes by name) and tables."""
    general = general_notes(report)
    parts = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
             "<title>CodeAssay report</title>", f"<style>{_STYLE}</style></head><body>",
             "<header id=\"summary\"><h1>CodeAssay report</h1>",
             f"<p class=\"lead\">Dataset: {html.escape(report.datasets or 'not recorded')}. "
             f"Configurations: {html.escape(', '.join(report.configurations))}. Compared with "
             f"each other (primary): {html.escape(', '.join(report.primary))}.</p>",
             f"<p class=\"lead\"><b>How to read this report.</b> {html.escape(_reading(report))}</p>"]
    if general:
        parts.append("<h3>About the inputs</h3>" + _notes(general))
    parts.append("</header>")
    for anchor, heading, figure_names, tables in sections(report):
        parts.append(f"<section id=\"{anchor}\"><h2>{html.escape(heading)}</h2>")
        for name in figure_names:
            if name in figures:
                parts.append(_figure(name, figures[name]))
        for name, notes in tables:
            parts.append(_table(name, report, notes))
        parts.append("</section>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _reading(report: Report) -> str:
    denominator = ("Each configuration is read over the tasks it has results for "
                   "(--over-present), as the tables it changes say." if report.over_present else
                   "Every table counts a task without a result as a failure; the first table "
                   "says how many each configuration has.")
    return (f"{denominator} Correctness is the share of tasks whose program passes every "
            "hidden test. Code properties are compared only on tasks every compared "
            "configuration solves, each in its own unit (lower is better, except logical "
            "lines, which are context); no composite score is formed. p-values are "
            "Holm-corrected within each family of tests. The notes under a table say what it "
            "had to count as failed or leave out.")


def _figure(name: str, png: bytes) -> str:
    encoded = base64.b64encode(png).decode("ascii")
    return (f"<figure id=\"figure-{name}\"><img alt=\"{html.escape(FIGURE_CAPTIONS[name])}\" "
            f"src=\"data:image/png;base64,{encoded}\"><figcaption>"
            f"{html.escape(FIGURE_CAPTIONS[name])} <b>How to read it:</b> "
            f"{html.escape(FIGURE_READING[name])}</figcaption></figure>")


def _notes(notes: list[str]) -> str:
    return "<ul class=\"notes\">" + "".join(f"<li>{html.escape(n)}</li>" for n in notes) + "</ul>"


def _table(name: str, report: Report, notes: list[str]) -> str:
    """Title, caption, the table and its ``notes``."""
    parts = [f"<h3 id=\"{name}\">{html.escape(TABLE_TITLES.get(name, name))}</h3>",
             f"<p class=\"caption\">{html.escape(report.captions[name])}</p>",
             f"<div class=\"table-wrap\">{_table_html(report.tables[name])}</div>"]
    if notes:
        parts.append(_notes(notes))
    return "".join(parts)


def _table_html(frame: pd.DataFrame) -> str:
    """A table of display text; a heading row over columns that come in a group."""
    hidden = set(frame.attrs.get("csv_only", ()))
    columns = [c for c in frame.columns if c not in hidden]
    labels = [column_label(str(c)) for c in columns]
    cells = display_frame(frame)
    numeric = [pd.api.types.is_numeric_dtype(frame[c]) and not pd.api.types.is_bool_dtype(frame[c])
               for c in columns]
    head = []
    if any(group for group, _ in labels):
        top, bottom, i = [], [], 0
        while i < len(labels):
            group = labels[i][0]
            if not group:
                top.append(f"<th rowspan=\"2\">{html.escape(labels[i][1])}</th>")
                i += 1
                continue
            span = 1
            while i + span < len(labels) and labels[i + span][0] == group:
                span += 1
            top.append(f"<th colspan=\"{span}\">{html.escape(group)}</th>")
            bottom += [f"<th>{html.escape(label)}</th>" for _, label in labels[i:i + span]]
            i += span
        head = ["<tr>" + "".join(top) + "</tr>", "<tr>" + "".join(bottom) + "</tr>"]
    else:
        head = ["<tr>" + "".join(f"<th>{html.escape(label)}</th>" for _, label in labels) + "</tr>"]
    body = []
    for row in cells.itertuples(index=False):
        body.append("<tr>" + "".join(
            f"<td class=\"{'num' if is_number else 'text'}\">{html.escape(str(value))}</td>"
            for value, is_number in zip(row, numeric)) + "</tr>")
    return f"<table><thead>{''.join(head)}</thead><tbody>{''.join(body)}</tbody></table>"
