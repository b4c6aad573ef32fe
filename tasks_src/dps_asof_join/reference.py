"""As-of join: each left record gets the latest right record at or before its time."""
from bisect import bisect_right


def asof_join(left, right, on, by=None, tolerance=None):
    if tolerance is not None and tolerance < 0:
        raise ValueError
    keys = {on} if by is None else {on, by}
    if any(not keys <= record.keys() for record in left + right):
        raise ValueError
    right_cols = {field for record in right for field in record} - keys
    if any(right_cols & record.keys() for record in left):
        raise ValueError
    groups = {}  # group value (None when by is None) -> (sorted times, records)
    # Sorting by (time, position) puts the last of several equal times at the end.
    for _, record in sorted(enumerate(right), key=lambda item: (item[1][on], item[0])):
        times, records = groups.setdefault(record.get(by), ([], []))
        times.append(record[on])
        records.append(record)
    rows = []
    for record in left:
        times, records = groups.get(record.get(by), ([], []))
        i = bisect_right(times, record[on]) - 1
        if i >= 0 and (tolerance is None or record[on] - times[i] <= tolerance):
            extra = {f: v for f, v in records[i].items() if f not in keys}
        else:
            extra = dict.fromkeys(right_cols)
        rows.append({**record, **extra})
    return rows
