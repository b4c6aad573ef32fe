# blind: R2 - bucket start computed with int() truncation, wrong for negative timestamps
# differs on: prorate([(-3,-3,5)], 10) -> {-10: 5.0} expected, gives {0: 5.0}
from fractions import Fraction


def prorate(intervals, width):
    if width < 1:
        raise ValueError("width must be >= 1")
    for start, end, amount in intervals:
        if start > end:
            raise ValueError("start > end")
    totals = {}
    for start, end, amount in intervals:
        amt = Fraction(amount)
        if start == end:
            b = int(start / width) * width
            totals[b] = totals.get(b, Fraction(0)) + amt
            continue
        length = end - start
        b = int(start / width) * width
        if b > start:
            b -= width
        while b < end:
            lo = max(start, b)
            hi = min(end, b + width)
            overlap = hi - lo
            if overlap > 0:
                totals[b] = totals.get(b, Fraction(0)) + amt * overlap / length
            b += width
    return {b: float(round(totals[b], 6)) for b in sorted(totals)}
