import math


def resample(points, width, how, origin=0):
    aggs = {
        "sum": math.fsum, "count": len,
        "mean": lambda v: round(math.fsum(v) / len(v), 6),
        "min": min, "max": max, "first": lambda v: v[0], "last": lambda v: v[-1],
    }
    if width < 1 or how not in aggs:
        raise ValueError("bad arguments")
    buckets = {}
    for t, value in sorted(points, key=lambda p: p[0]):
        start = origin + int((t - origin) / width) * width
        buckets.setdefault(start, []).append(value)
    if not buckets:
        return []
    empty = {"sum": 0.0, "count": 0}.get(how)
    return [(s, aggs[how](buckets[s]) if s in buckets else empty)
            for s in range(min(buckets), max(buckets) + width, width)]
