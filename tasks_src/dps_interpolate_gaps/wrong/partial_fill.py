def interpolate_gaps(values, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("negative limit")
    result = [None if v is None else float(v) for v in values]
    known = [i for i, v in enumerate(values) if v is not None]
    for i0, i1 in zip(known, known[1:]):
        a, b = result[i0], result[i1]
        for k, i in enumerate(range(i0 + 1, i1)):
            if limit is not None and k >= limit:
                break
            result[i] = round(a + (b - a) * (i - i0) / (i1 - i0), 6)
    return result
