# blind: R5 - nearest rounds a halfway rank up instead of to the even index
# differs on: percentile([10,20,30,40,50,60,70,80,90,100], 50, 'nearest') -> h=4.5 -> x[4]=50.0 expected, gives 60.0
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
    i = math.floor(h + Fraction(1, 2))
    return float(x[i])
