def format_table(headers, rows):
    if not headers or any(len(row) != len(headers) for row in rows):
        raise ValueError("bad shape")

    def text(v):
        if v is None:
            return ""
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, float):
            return format(v, ".2f")
        return str(v)

    def is_num(v):
        return isinstance(v, (int, float)) and not isinstance(v, bool)

    body = [[text(c) for c in row] for row in rows]
    if any("\n" in t or "\r" in t for line in [headers] + body for t in line):
        raise ValueError("newline in cell")
    widths = [max([len(headers[i])] + [len(line[i]) for line in body]) for i in range(len(headers))]
    numeric = [any(is_num(row[i]) for row in rows) and all(row[i] is None or is_num(row[i]) for row in rows)
               for i in range(len(headers))]
    out = ["  ".join(h.ljust(w) for h, w in zip(headers, widths)).rstrip(),
           "  ".join("-" * w for w in widths)]
    for line in body:
        cells = [t.rjust(w) if r else t.ljust(w) for t, w, r in zip(line, widths, numeric)]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)
