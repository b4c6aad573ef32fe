# blind: R4 - an interval ending exactly on a boundary creates a 0.0 entry for the bucket starting there
# differs on: prorate([(0,10,5)], 10) -> {0: 5.0} expected, gives {0: 5.0, 10: 0.0}
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
            b = (start // width) * width
            totals[b] = totals.get(b, Fraction(0)) + amt
            continue
        length = end - start
        b = (start // width) * width
        while b <= end:
            lo = max(start, b)
            hi = min(end, b + width)
            overlap = hi - lo
            if overlap >= 0:
                totals[b] = totals.get(b, Fraction(0)) + amt * overlap / length
            b += width
    return {b: float(round(totals[b], 6)) for b in sorted(totals)}
