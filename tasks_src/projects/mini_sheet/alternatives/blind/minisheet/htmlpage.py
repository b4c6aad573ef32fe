"""Writing the sheet's values as an HTML table."""

import html
from pathlib import Path

from minisheet import config
from minisheet.cells import COLUMNS, cell_key, cell_name
from minisheet.engine import Analysis, Error, Value


def format_cell(value: Value | None) -> str:
    """The escaped text of one table cell."""
    if value is None:
        return ""
    if isinstance(value, Error):
        return html.escape(value.code)
    if isinstance(value, float):
        return f"{value:.{config.HTML_DECIMALS}f}"
    return html.escape(value)


def render_html(analysis: Analysis) -> str:
    """Return a complete HTML document with one table of the sheet's values."""
    keys = [cell_key(name) for name in analysis.values]
    last_row = max((row for row, _column in keys), default=0)
    last_column = max((column for _row, column in keys), default=-1)
    lines = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
             "<title>Sheet</title>", "</head>", "<body>", "<table>"]
    lines.append("<tr><th></th>"
                 + "".join(f"<th>{COLUMNS[c]}</th>" for c in range(last_column + 1))
                 + "</tr>")
    for row in range(1, last_row + 1):
        cells = "".join(
            f"<td>{format_cell(analysis.values.get(cell_name(column, row)))}</td>"
            for column in range(last_column + 1)
        )
        lines.append(f"<tr><th>{row}</th>{cells}</tr>")
    lines += ["</table>", "</body>", "</html>"]
    return "\n".join(lines) + "\n"


def write_html(analysis: Analysis, path: Path) -> None:
    """Write the HTML page."""
    path.write_text(render_html(analysis), encoding="utf-8")
