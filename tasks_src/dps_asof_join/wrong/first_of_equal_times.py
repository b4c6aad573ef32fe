from bisect import bisect_right


def asof_join(left, right, on, by=None, tolerance=None):
    if tolerance is not None and tolerance < 0:
        raise ValueError("negative tolerance")
    keys = {on} if by is None else {on, by}
    for record in left + right:
        if not keys <= set(record):
            raise ValueError("missing field")
    right_cols = {f for r in right for f in r} - keys
    for record in left:
        if right_cols & set(record):
            raise ValueError("column clash")
    groups = {}
    for record in sorted(right, key=lambda r: r[on]):
        g = groups.setdefault(None if by is None else record[by], ([], []))
        if g[0] and g[0][-1] == record[on]:
            continue  # keep the first record of a repeated time
        g[0].append(record[on])
        g[1].append(record)
    rows = []
    for record in left:
        times, recs = groups.get(None if by is None else record[by], ([], []))
        i = bisect_right(times, record[on]) - 1
        if i >= 0 and (tolerance is None or record[on] - times[i] <= tolerance):
            extra = {f: v for f, v in recs[i].items() if f not in keys}
        else:
            extra = dict.fromkeys(right_cols)
        rows.append({**record, **extra})
    return rows
