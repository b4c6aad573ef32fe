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
    by_key = {}
    for i, record in enumerate(right):
        if record[on] is not None:
            by_key.setdefault(record[on], []).append(i)
    rows, matched = [], set()
    for record in left:
        hits = by_key.get(record[on], [])
        for i in hits:
            matched.add(i)
            rows.append({**record, **right[i]})
        if not hits and how != "inner":
            for col in right_cols:
                record.setdefault(col, None)
            rows.append(record)
    if how == "outer":
        for i, record in enumerate(right):
            if i not in matched:
                for col in left_cols:
                    record.setdefault(col, None)
                rows.append(record)
    return rows
