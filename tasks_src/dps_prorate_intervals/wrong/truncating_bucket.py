from fractions import Fraction


def prorate(intervals, width):
    if width < 1:
        raise ValueError("width must be positive")
    totals = {}
    for start, end, amount in intervals:
        if start > end:
            raise ValueError("start after end")
        b = int(start / width) * width
        if start == end:
            totals[b] = totals.get(b, 0) + Fraction(amount)
            continue
        while b < end:
            overlap = min(end, b + width) - max(start, b)
            totals[b] = totals.get(b, 0) + Fraction(amount) * overlap / (end - start)
            b += width
    return {b: float(round(totals[b], 6)) for b in sorted(totals)}
