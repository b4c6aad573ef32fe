"""The report as one self-contained HTML page: notes, figures embedded as data URIs, tables."""

from __future__ import annotations

import base64
import html
from collections.abc import Mapping

from codeassay.report._build import Report
from codeassay.report._figures import FIGURE_CAPTIONS
from codeassay.report._text import display_frame

__all__ = ["html_page"]


def html_page(report: Report, figures: Mapping[str, bytes]) -> str:
    """The page's text: header, notes, the ``figures`` (PNG bytes by name) and every table."""
    parts = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
             "<title>CodeAssay report</title>",
             "<style>body{font-family:sans-serif;max-width:1200px;margin:2em auto;padding:0 1em}"
             "table{border-collapse:collapse;font-size:0.85em;margin-bottom:0.5em}"
             "th,td{border:1px solid #bbb;padding:2px 6px;text-align:right}"
             "th{background:#eee}td:first-child{text-align:left}img{max-width:100%}"
             "figcaption,.caption{color:#444;font-size:0.9em}</style></head><body>",
             "<h1>CodeAssay report</h1>",
             f"<p>Dataset: {html.escape(report.datasets or 'not recorded')}. Configurations: "
             f"{html.escape(', '.join(report.configurations))}. Compared (primary): "
             f"{html.escape(', '.join(report.primary))}.</p>"]
    if report.notes:
        items = "".join(f"<li>{html.escape(n)}</li>" for n in report.notes)
        parts.append(f"<h2>Notes</h2><ul>{items}</ul>")
    if figures:
        parts.append("<h2>Figures</h2>")
        for name, png in figures.items():
            encoded = base64.b64encode(png).decode("ascii")
            parts.append(f"<figure><img alt=\"{html.escape(name)}\" "
                         f"src=\"data:image/png;base64,{encoded}\">"
                         f"<figcaption>{html.escape(FIGURE_CAPTIONS[name])}</figcaption></figure>")
    parts.append("<h2>Tables</h2>")
    for name, table in report.tables.items():
        parts.append(f"<h3 id=\"{name}\">{html.escape(name)}</h3>"
                     f"<p class=\"caption\">{html.escape(report.captions[name])}</p>")
        parts.append(display_frame(table).to_html(index=False, escape=True, border=0))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
