"""Inner, left and outer joins of two lists of dict records."""


def join_records(left, right, on, how="left"):
    if how not in ("inner", "left", "outer"):
        raise ValueError
    if any(on not in record for record in left + right):
        raise ValueError
    left_cols = {field for record in left for field in record} - {on}
    right_cols = {field for record in right for field in record} - {on}
    if left_cols & right_cols:
        raise ValueError
    by_key = {}
    for i, record in enumerate(right):
        if record[on] is not None:  # a None key never matches, like SQL NULL
            by_key.setdefault(record[on], []).append(i)
    rows = []
    matched = set()
    for record in left:
        hits = by_key.get(record[on], [])
        for i in hits:
            matched.add(i)
            rows.append({**record, **right[i]})
        if not hits and how != "inner":
            rows.append({**dict.fromkeys(right_cols), **record})
    if how == "outer":
        rows.extend({**dict.fromkeys(left_cols), **record}
                    for i, record in enumerate(right) if i not in matched)
    return rows
