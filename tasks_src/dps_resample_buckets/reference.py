"""Downsample (timestamp, value) points into origin-aligned fixed-width buckets."""
import math

AGGREGATES = {
    "sum": math.fsum,
    "count": len,
    "mean": lambda values: round(math.fsum(values) / len(values), 6),
    "min": min,
    "max": max,
    "first": lambda values: values[0],
    "last": lambda values: values[-1],
}
EMPTY = {"sum": 0.0, "count": 0}  # every other aggregate of an empty bucket is None


def resample(points, width, how, origin=0):
    if width < 1 or how not in AGGREGATES:
        raise ValueError
    buckets = {}
    # A stable sort by timestamp keeps points with equal timestamps in input order.
    for t, value in sorted(points, key=lambda point: point[0]):
        start = origin + (t - origin) // width * width
        buckets.setdefault(start, []).append(value)
    if not buckets:
        return []
    aggregate = AGGREGATES[how]
    return [
        (start, aggregate(buckets[start]) if start in buckets else EMPTY.get(how))
        for start in range(min(buckets), max(buckets) + width, width)
    ]
