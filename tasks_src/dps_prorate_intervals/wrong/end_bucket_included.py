from fractions import Fraction


def prorate(intervals, width):
    if width < 1:
        raise ValueError("width must be positive")
    totals = {}
    for start, end, amount in intervals:
        if start > end:
            raise ValueError("start after end")
        if start == end:
            b = start // width * width
            totals[b] = totals.get(b, 0) + Fraction(amount)
            continue
        first = start // width * width
        last = end // width * width
        for b in range(first, last + width, width):
            overlap = max(0, min(end, b + width) - max(start, b))
            totals[b] = totals.get(b, 0) + Fraction(amount) * overlap / (end - start)
    return {b: float(round(totals[b], 6)) for b in sorted(totals)}
