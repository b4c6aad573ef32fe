# blind: R4 - bool is treated as a number, so an all-bool column is right-aligned
# differs on: format_table(['m', 'b'], [[1, True], [2, False]]) -> the b column must be left-aligned


def _text(v):
    if v is None:
        return ""
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, float):
        return format(v, ".2f")
    return str(v)


def _is_num(v):
    return isinstance(v, (int, float))


def format_table(headers: list, rows: list) -> str:
    if not headers:
        raise ValueError("headers must not be empty")
    ncols = len(headers)
    for row in rows:
        if len(row) != ncols:
            raise ValueError("row has the wrong number of cells")
    head = [str(h) if not isinstance(h, str) else h for h in headers]
    body = [[_text(v) for v in row] for row in rows]
    for t in head + [t for r in body for t in r]:
        if "\n" in t or "\r" in t:
            raise ValueError("newline in table text")
    numeric = []
    for c in range(ncols):
        vals = [row[c] for row in rows if row[c] is not None]
        numeric.append(bool(vals) and all(_is_num(v) for v in vals))
    widths = [max([len(head[c])] + [len(r[c]) for r in body]) for c in range(ncols)]

    def line(cells):
        parts = []
        for c, t in enumerate(cells):
            parts.append(t.rjust(widths[c]) if numeric[c] else t.ljust(widths[c]))
        return "  ".join(parts).rstrip(" ")

    lines = [line(head), "  ".join("-" * w for w in widths).rstrip(" ")]
    lines.extend(line(r) for r in body)
    return "\n".join(lines)
