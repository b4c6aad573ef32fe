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
    cells = {}
    for rec in records:
        if index not in rec or columns not in rec or values not in rec:
            raise ValueError("missing field")
        if rec[values] is None:
            continue
        cells.setdefault((rec[index], rec[columns]), []).append(rec[values])
    if not cells:
        return [[index]]
    rows = sorted({r for r, _ in cells})
    cols = sorted({c for _, c in cells})
    if margins and ("Total" in rows or "Total" in cols):
        raise ValueError("Total clash")
    agg_cells = {k: f(v) for k, v in cells.items()}
    table = [[index] + cols]
    for r in rows:
        table.append([r] + [agg_cells.get((r, c), fill) for c in cols])
    if margins:
        combine = sum if agg in ("sum", "count") else f
        table[0].append("Total")
        for line in table[1:]:
            line.append(combine([agg_cells[line[0], c] for c in cols if (line[0], c) in agg_cells]))
        col_tot = [combine([agg_cells[r, c] for r in rows if (r, c) in agg_cells]) for c in cols]
        table.append(["Total"] + col_tot + [combine(col_tot)])
    return table
