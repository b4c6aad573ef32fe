import math
from bisect import bisect_left, bisect_right


def histogram(values, edges, right=False):
    if len(edges) < 2 or any(not a < b for a, b in zip(edges, edges[1:])):
        raise ValueError("bad edges")
    k = len(edges) - 1
    counts = [0] * k
    below = above = 0
    for v in values:
        if math.isnan(v):
            raise ValueError("nan value")
        i = bisect_left(edges, v) - 1 if right else bisect_right(edges, v) - 1
        if not right and v == edges[-1]:
            i = k - 1
        if i < 0:
            below += 1
        elif i >= k:
            above += 1
        else:
            counts[i] += 1
    return counts, below, above
