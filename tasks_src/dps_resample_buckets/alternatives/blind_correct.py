# blind: correct
import math

_HOWS = ("sum", "count", "mean", "min", "max", "first", "last")


def resample(points, width, how, origin=0):
    if width < 1:
        raise ValueError("width must be >= 1")
    if how not in _HOWS:
        raise ValueError("unknown how")
    if not points:
        return []
    buckets = {}
    for idx, (t, v) in enumerate(points):
        start = origin + ((t - origin) // width) * width
        buckets.setdefault(start, []).append((t, idx, v))
    lo = min(buckets)
    hi = max(buckets)
    out = []
    b = lo
    while b <= hi:
        items = buckets.get(b, [])
        vals = [v for _, _, v in items]
        if how == "sum":
            agg = math.fsum(vals)
        elif how == "count":
            agg = len(vals)
        elif not items:
            agg = None
        elif how == "mean":
            agg = round(math.fsum(vals) / len(vals), 6)
        elif how == "min":
            agg = min(vals)
        elif how == "max":
            agg = max(vals)
        elif how == "first":
            agg = min(items, key=lambda it: (it[0], it[1]))[2]
        else:
            agg = max(items, key=lambda it: (it[0], it[1]))[2]
        out.append((b, agg))
        b += width
    return out
