import math


def percentile(values, p, method="linear"):
    if not values or not 0 <= p <= 100:
        raise ValueError("bad arguments")
    if method not in ("linear", "lower", "higher", "midpoint", "nearest"):
        raise ValueError("unknown method")
    xs = sorted(values)
    h = p / 100 * (len(xs) - 1)
    lo, hi = math.floor(h), math.ceil(h)
    if method == "linear":
        return float(xs[lo] + (h - lo) * (xs[hi] - xs[lo]))
    if method == "lower":
        return float(xs[lo])
    if method == "higher":
        return float(xs[hi])
    if method == "midpoint":
        return (xs[lo] + xs[hi]) / 2
    return float(xs[round(h)])
