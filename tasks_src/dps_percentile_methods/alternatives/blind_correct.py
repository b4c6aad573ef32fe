# blind: correct
import math
from fractions import Fraction

_METHODS = ("linear", "lower", "higher", "midpoint", "nearest")


def percentile(values, p, method="linear"):
    if len(values) == 0:
        raise ValueError("values must not be empty")
    if p < 0 or p > 100:
        raise ValueError("p out of range")
    if method not in _METHODS:
        raise ValueError("unknown method")
    x = sorted(values)
    n = len(x)
    h = Fraction(n - 1) * Fraction(p) / 100
    lo = math.floor(h)
    hi = math.ceil(h)
    f = h - lo
    if method == "linear":
        a = Fraction(x[lo])
        b = Fraction(x[hi])
        return float(a + f * (b - a))
    if method == "lower":
        return float(x[lo])
    if method == "higher":
        return float(x[hi])
    if method == "midpoint":
        return float((Fraction(x[lo]) + Fraction(x[hi])) / 2)
    i = round(h)
    return float(x[i])
