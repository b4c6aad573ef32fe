"""Percentile of a sample with numpy-style interpolation methods, in exact arithmetic."""
import math
from fractions import Fraction

METHODS = ("linear", "lower", "higher", "midpoint", "nearest")


def percentile(values, p, method="linear"):
    if not values or not 0 <= p <= 100 or method not in METHODS:
        raise ValueError
    xs = [Fraction(v) for v in sorted(values)]
    h = (len(xs) - 1) * Fraction(p) / 100
    lo, hi = math.floor(h), math.ceil(h)
    if method == "linear":
        result = xs[lo] + (h - lo) * (xs[hi] - xs[lo])
    elif method == "lower":
        result = xs[lo]
    elif method == "higher":
        result = xs[hi]
    elif method == "midpoint":
        result = (xs[lo] + xs[hi]) / 2
    else:
        result = xs[round(h)]  # round() of a Fraction sends exact halves to the even integer
    return float(result)
