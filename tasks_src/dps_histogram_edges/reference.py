"""Histogram counts over explicit bin edges with stated edge-inclusion rules."""
import math
from bisect import bisect_left, bisect_right


def histogram(values, edges, right=False):
    # `not a < b` also rejects NaN edges, for which every comparison is False.
    if len(edges) < 2 or any(not a < b for a, b in zip(edges, edges[1:])):
        raise ValueError
    bins = len(edges) - 1
    counts = [0] * bins
    below = above = 0
    for v in values:
        if math.isnan(v):
            raise ValueError
        if v < edges[0]:
            below += 1
        elif v > edges[-1]:
            above += 1
        elif right:
            counts[max(bisect_left(edges, v) - 1, 0)] += 1  # e[0] joins the first bin
        else:
            counts[min(bisect_right(edges, v) - 1, bins - 1)] += 1  # e[k] joins the last bin
    return counts, below, above
