def interpolate_gaps(values, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("negative limit")
    result = [None if v is None else float(v) for v in values]
    known = [i for i, v in enumerate(values) if v is not None]
    for i0, i1 in zip(known, known[1:]):
        if limit is not None and i1 - i0 - 1 > limit:
            continue
        a, b = result[i0], result[i1]
        for i in range(i0 + 1, i1):
            result[i] = round(a + (b - a) * (i - i0) / (i1 - i0), 6)
    if known:
        for i in range(known[0]):
            result[i] = result[known[0]]
        for i in range(known[-1] + 1, len(result)):
            result[i] = result[known[-1]]
    return result
