# blind: R6 - treats limit=0 like None (truthiness test), so it fills every gap
# differs on: interpolate_gaps([0,None,2], limit=0) -> [0.0,None,2.0] expected
def interpolate_gaps(values, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("limit must be >= 0")
    vals = list(values)
    n = len(vals)
    out = [None if v is None else float(v) for v in vals]
    i = 0
    while i < n:
        if vals[i] is not None:
            i += 1
            continue
        j = i
        while j < n and vals[j] is None:
            j += 1
        # gap is [i, j)
        i0 = i - 1
        i1 = j
        if i0 >= 0 and i1 < n:
            length = j - i
            if not limit or length <= limit:
                a = vals[i0]
                b = vals[i1]
                for p in range(i, j):
                    out[p] = round(a + (b - a) * (p - i0) / (i1 - i0), 6)
        i = j
    return out
