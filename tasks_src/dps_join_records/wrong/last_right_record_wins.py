def join_records(left, right, on, how="left"):
    if how not in ("inner", "left", "outer"):
        raise ValueError("bad how")
    for record in left + right:
        if on not in record:
            raise ValueError("missing join field")
    left_cols = {f for r in left for f in r} - {on}
    right_cols = {f for r in right for f in r} - {on}
    if left_cols & right_cols:
        raise ValueError("shared column")
    by_key = {r[on]: r for r in right if r[on] is not None}
    rows, used = [], set()
    for record in left:
        match = by_key.get(record[on])
        if match is not None:
            used.add(record[on])
            rows.append({**record, **match})
        elif how != "inner":
            rows.append({**dict.fromkeys(right_cols), **record})
    if how == "outer":
        for record in right:
            if record[on] is None or record[on] not in used:
                rows.append({**dict.fromkeys(left_cols), **record})
    return rows
