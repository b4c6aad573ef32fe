# blind: correct
import bisect
import math


def _isnan(x):
    return isinstance(x, float) and math.isnan(x)


def histogram(values, edges, right=False):
    edges = list(edges)
    values = list(values)
    if len(edges) < 2:
        raise ValueError("need at least 2 edges")
    for e in edges:
        if _isnan(e):
            raise ValueError("NaN edge")
    for a, b in zip(edges, edges[1:]):
        if not a < b:
            raise ValueError("edges must be strictly increasing")
    for v in values:
        if _isnan(v):
            raise ValueError("NaN value")
    k = len(edges) - 1
    counts = [0] * k
    below = 0
    above = 0
    lo, hi = edges[0], edges[-1]
    for v in values:
        if v < lo:
            below += 1
        elif v > hi:
            above += 1
        elif not right:
            if v == hi:
                i = k - 1
            else:
                i = bisect.bisect_right(edges, v) - 1
            counts[i] += 1
        else:
            if v == lo:
                i = 0
            else:
                i = bisect.bisect_left(edges, v) - 1
            counts[i] += 1
    return (counts, below, above)
