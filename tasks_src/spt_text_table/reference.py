"""Aligned plain-text tables with numeric columns right-aligned."""


def _text(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return format(value, ".2f")
    return str(value)


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def format_table(headers, rows):
    if not headers or any(len(row) != len(headers) for row in rows):
        raise ValueError
    columns = list(zip(*rows)) or [()] * len(headers)
    table = [list(headers)] + [[_text(cell) for cell in row] for row in rows]
    if any("\n" in text or "\r" in text for line in table for text in line):
        raise ValueError
    widths = [max(len(line[i]) for line in table) for i in range(len(headers))]
    numeric = [
        any(_is_number(c) for c in col) and all(c is None or _is_number(c) for c in col)
        for col in columns
    ]
    dashes = ["-" * width for width in widths]
    lines = []
    for line in table[:1] + [dashes] + table[1:]:
        cells = [
            text.rjust(width) if right else text.ljust(width)
            for text, width, right in zip(line, widths, numeric)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)
