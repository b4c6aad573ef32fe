"""Spread interval amounts uniformly over fixed-width time buckets."""
from fractions import Fraction


def prorate(intervals, width):
    if width < 1:
        raise ValueError
    totals = {}
    for start, end, amount in intervals:
        if start > end:
            raise ValueError
        bucket = start // width * width
        if start == end:
            totals[bucket] = totals.get(bucket, 0) + Fraction(amount)
            continue
        while bucket < end:
            overlap = min(end, bucket + width) - max(start, bucket)
            totals[bucket] = totals.get(bucket, 0) + Fraction(amount) * overlap / (end - start)
            bucket += width
    return {bucket: float(round(totals[bucket], 6)) for bucket in sorted(totals)}
