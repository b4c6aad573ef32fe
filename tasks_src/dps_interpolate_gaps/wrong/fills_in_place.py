def interpolate_gaps(values, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("negative limit")
    known = [i for i, v in enumerate(values) if v is not None]
    for i in known:
        values[i] = float(values[i])
    for i0, i1 in zip(known, known[1:]):
        if limit is not None and i1 - i0 - 1 > limit:
            continue
        a, b = values[i0], values[i1]
        for i in range(i0 + 1, i1):
            values[i] = round(a + (b - a) * (i - i0) / (i1 - i0), 6)
    return values
