import math
from fractions import Fraction


def percentile(values, p, method="linear"):
    if not values or not 0 <= p <= 100:
        raise ValueError("bad arguments")
    if method not in ("linear", "lower", "higher", "midpoint", "nearest"):
        raise ValueError("unknown method")
    xs = sorted(values)
    h = (len(xs) - 1) * Fraction(p) / 100
    lo, hi = math.floor(h), math.ceil(h)
    if method == "lower":
        return xs[lo]
    if method == "higher":
        return xs[hi]
    if method == "nearest":
        return xs[round(h)]
    ex = [Fraction(v) for v in xs]
    if method == "linear":
        return float(ex[lo] + (h - lo) * (ex[hi] - ex[lo]))
    return float((ex[lo] + ex[hi]) / 2)
