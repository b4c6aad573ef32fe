# blind: R7 - returns the data point itself for lower/higher/nearest, so int data gives an int
# differs on: percentile([7], 50, 'lower') -> 7.0 (float) expected, gives int 7
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
        return x[lo]
    if method == "higher":
        return x[hi]
    if method == "midpoint":
        return float((Fraction(x[lo]) + Fraction(x[hi])) / 2)
    i = round(h)
    return float(x[i])
