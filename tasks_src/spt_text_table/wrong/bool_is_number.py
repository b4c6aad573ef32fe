def format_table(headers, rows):
    if not headers or any(len(row) != len(headers) for row in rows):
        raise ValueError("bad shape")

    def text(v):
        if v is None:
            return ""
        if v is True or v is False:
            return "true" if v else "false"
        if isinstance(v, float):
            return format(v, ".2f")
        return str(v)

    table = [list(headers)] + [[text(c) for c in row] for row in rows]
    if any("\n" in t or "\r" in t for line in table for t in line):
        raise ValueError("newline in cell")
    widths = [max(len(line[i]) for line in table) for i in range(len(headers))]
    numeric = []
    for i in range(len(headers)):
        col = [row[i] for row in rows]
        numeric.append(any(isinstance(c, (int, float)) for c in col)
                       and all(c is None or isinstance(c, (int, float)) for c in col))
    out = []
    for line in table[:1] + [["-" * w for w in widths]] + table[1:]:
        cells = [t.rjust(w) if r else t.ljust(w) for t, w, r in zip(line, widths, numeric)]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)
