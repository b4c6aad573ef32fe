AGGS = {
    "sum": sum,
    "count": len,
    "mean": lambda v: round(sum(v) / len(v), 2),
    "min": min,
    "max": max,
}


def pivot_table(records, index, columns, values, agg="sum", fill=None, margins=False):
    if agg not in AGGS:
        raise ValueError("unknown agg")
    f = AGGS[agg]
    cells, by_row, by_col, allv = {}, {}, {}, []
    for rec in records:
        if index not in rec or columns not in rec or values not in rec:
            raise ValueError("missing field")
        r, c, v = rec[index], rec[columns], rec[values]
        if v is None:
            continue
        cells.setdefault((r, c), []).append(v)
        by_row.setdefault(r, []).append(v)
        by_col.setdefault(c, []).append(v)
        allv.append(v)
    if not allv:
        return [[index]]
    rows, cols = list(by_row), list(by_col)
    if margins and ("Total" in rows or "Total" in cols):
        raise ValueError("Total clash")
    table = [[index] + cols]
    for r in rows:
        table.append([r] + [f(cells[r, c]) if (r, c) in cells else fill for c in cols])
    if margins:
        table[0].append("Total")
        for line in table[1:]:
            line.append(f(by_row[line[0]]))
        table.append(["Total"] + [f(by_col[c]) for c in cols] + [f(allv)])
    return table
