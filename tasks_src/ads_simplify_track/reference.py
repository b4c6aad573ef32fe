"""Ramer-Douglas-Peucker simplification returning the indices of kept points."""
import math


def _distance(point, start, end):
    (px, py), (ax, ay), (bx, by) = point, start, end
    length = math.hypot(bx - ax, by - ay)
    if length == 0:
        return math.hypot(px - ax, py - ay)
    return abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length


def simplify_track(points, tolerance):
    if tolerance < 0:
        raise ValueError
    keep = {0, len(points) - 1} if points else set()
    stretches = [(0, len(points) - 1)]
    while stretches:
        first, last = stretches.pop()
        if last - first < 2:
            continue
        # max() returns the first of equal maxima, i.e. the smallest index.
        distance, index = max(
            ((_distance(points[i], points[first], points[last]), i) for i in range(first + 1, last)),
            key=lambda candidate: candidate[0],
        )
        if distance > tolerance:
            keep.add(index)
            stretches += [(first, index), (index, last)]
    return sorted(keep)
