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
    rows = []
    for record in left:
        match = None
        for cand in right:  # stops at the first later record, assuming time order
            if by is not None and cand[by] != record[by]:
                continue
            if cand[on] > record[on]:
                break
            match = cand
        if match is not None and (tolerance is None or record[on] - match[on] <= tolerance):
            extra = {f: v for f, v in match.items() if f not in keys}
        else:
            extra = dict.fromkeys(right_cols)
        rows.append({**record, **extra})
    return rows
