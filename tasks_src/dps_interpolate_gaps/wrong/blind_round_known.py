# blind: R7 - rounds the known values to 6 decimals as well
# differs on: interpolate_gaps([0.12345678]) -> [0.12345678] expected, gives 0.123457
def interpolate_gaps(values, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("limit must be >= 0")
    vals = list(values)
    n = len(vals)
    out = [None if v is None else round(float(v), 6) for v in vals]
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
            if limit is None or length <= limit:
                a = vals[i0]
                b = vals[i1]
                for p in range(i, j):
                    out[p] = round(a + (b - a) * (p - i0) / (i1 - i0), 6)
        i = j
    return out
