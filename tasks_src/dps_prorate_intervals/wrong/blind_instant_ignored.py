# blind: R5 - instant intervals (start == end) are skipped instead of putting their amount in start's bucket
# differs on: prorate([(5,5,3)], 10) -> {0: 3.0} expected, gives {}
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
            continue
        length = end - start
        b = (start // width) * width
        while b < end:
            lo = max(start, b)
            hi = min(end, b + width)
            overlap = hi - lo
            if overlap > 0:
                totals[b] = totals.get(b, Fraction(0)) + amt * overlap / length
            b += width
    return {b: float(round(totals[b], 6)) for b in sorted(totals)}
