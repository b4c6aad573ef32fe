import math
from fractions import Fraction


def percentile(values, p, method="linear"):
    if not values or not 0 <= p <= 100:
        raise ValueError("bad arguments")
    if method not in ("linear", "lower", "higher", "midpoint", "nearest"):
        raise ValueError("unknown method")
    xs = [Fraction(v) for v in sorted(values)]
    h = (len(xs) - 1) * Fraction(p) / 100
    lo, hi = math.floor(h), math.ceil(h)
    if method == "linear":
        return float(xs[lo] + (h - lo) * (xs[hi] - xs[lo]))
    if method == "lower":
        return float(xs[lo])
    if method == "higher":
        return float(xs[hi])
    if method == "midpoint":
        return float((xs[lo] + xs[hi]) / 2)
    return float(xs[math.floor(h + Fraction(1, 2))])
