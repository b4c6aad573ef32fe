"""Median of frequency-weighted data without expanding the weights."""
from bisect import bisect_left
from itertools import accumulate


def weighted_median(values, weights):
    if len(values) != len(weights):
        raise ValueError
    if any(type(w) is not int for w in weights):
        raise TypeError
    if any(w < 0 for w in weights):
        raise ValueError
    items = sorted((v, w) for v, w in zip(values, weights) if w > 0)
    if not items:
        raise ValueError
    cumulative = list(accumulate(w for _, w in items))
    total = cumulative[-1]
    i = bisect_left(cumulative, (total + 1) // 2)  # first item where 2 * C >= total
    if 2 * cumulative[i] > total:
        return float(items[i][0])
    return (items[i][0] + items[i + 1][0]) / 2
