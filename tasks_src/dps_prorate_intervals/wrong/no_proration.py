def prorate(intervals, width):
    if width < 1:
        raise ValueError("width must be positive")
    totals = {}
    for start, end, amount in intervals:
        if start > end:
            raise ValueError("start after end")
        b = start // width * width
        totals[b] = totals.get(b, 0) + amount
    return {b: float(round(totals[b], 6)) for b in sorted(totals)}
