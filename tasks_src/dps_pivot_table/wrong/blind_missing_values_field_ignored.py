# blind: R11 - a record lacking the values field is treated like a None value and skipped instead of raising
# differs on: pivot_table([{'r':'a','c':'x'}],'r','c','v') -> ValueError expected, gives [['r']]
_AGGS = ("sum", "count", "mean", "min", "max")


def _agg(vals, agg):
    if agg == "sum":
        return sum(vals)
    if agg == "count":
        return len(vals)
    if agg == "mean":
        return round(sum(vals) / len(vals), 2)
    if agg == "min":
        return min(vals)
    return max(vals)


def pivot_table(records, index, columns, values, agg="sum", fill=None, margins=False):
    if agg not in _AGGS:
        raise ValueError("unknown agg")
    for rec in records:
        for f in (index, columns):
            if f not in rec:
                raise ValueError("record lacks field %r" % (f,))
    kept = [rec for rec in records if rec.get(values) is not None]
    if not kept:
        return [[index]]
    row_keys = sorted(set(rec[index] for rec in kept))
    col_keys = sorted(set(rec[columns] for rec in kept))
    if margins and ("Total" in row_keys or "Total" in col_keys):
        raise ValueError("Total collides with a key")
    cells = {}
    by_row = {}
    by_col = {}
    all_vals = []
    for rec in kept:
        r, c, v = rec[index], rec[columns], rec[values]
        cells.setdefault((r, c), []).append(v)
        by_row.setdefault(r, []).append(v)
        by_col.setdefault(c, []).append(v)
        all_vals.append(v)
    header = [index] + list(col_keys)
    if margins:
        header.append("Total")
    table = [header]
    for r in row_keys:
        row = [r]
        for c in col_keys:
            vals = cells.get((r, c))
            row.append(_agg(vals, agg) if vals else fill)
        if margins:
            row.append(_agg(by_row[r], agg))
        table.append(row)
    if margins:
        last = ["Total"]
        for c in col_keys:
            last.append(_agg(by_col[c], agg))
        last.append(_agg(all_vals, agg))
        table.append(last)
    return table
