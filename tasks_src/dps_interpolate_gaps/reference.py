"""Linear interpolation of interior gaps in an equally spaced series."""


def interpolate_gaps(values, limit=None):
    if limit is not None and limit < 0:
        raise ValueError
    result = [None if v is None else float(v) for v in values]
    known = [i for i, v in enumerate(values) if v is not None]
    for i0, i1 in zip(known, known[1:]):
        if limit is not None and i1 - i0 - 1 > limit:
            continue  # a gap longer than the limit stays entirely missing
        a, b = result[i0], result[i1]
        for i in range(i0 + 1, i1):
            result[i] = round(a + (b - a) * (i - i0) / (i1 - i0), 6)
    return result
