"""Spreadsheet-style pivot table with optional total margins."""

AGGREGATES = {
    "sum": sum,
    "count": len,
    "mean": lambda vals: round(sum(vals) / len(vals), 2),
    "min": min,
    "max": max,
}


def pivot_table(records, index, columns, values, agg="sum", fill=None, margins=False):
    if agg not in AGGREGATES:
        raise ValueError
    func = AGGREGATES[agg]
    cells, by_row, by_col, everything = {}, {}, {}, []
    for record in records:
        if any(field not in record for field in (index, columns, values)):
            raise ValueError
        row, col, value = record[index], record[columns], record[values]
        if value is None:
            continue
        cells.setdefault((row, col), []).append(value)
        by_row.setdefault(row, []).append(value)
        by_col.setdefault(col, []).append(value)
        everything.append(value)
    if not everything:
        return [[index]]
    row_keys, col_keys = sorted(by_row), sorted(by_col)
    if margins and ("Total" in by_row or "Total" in by_col):
        raise ValueError
    table = [[index, *col_keys]]
    for row in row_keys:
        table.append([row] + [func(cells[row, col]) if (row, col) in cells else fill
                              for col in col_keys])
    if margins:
        table[0].append("Total")
        for line in table[1:]:
            line.append(func(by_row[line[0]]))
        table.append(["Total"] + [func(by_col[col]) for col in col_keys] + [func(everything)])
    return table
