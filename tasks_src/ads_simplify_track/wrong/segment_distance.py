import math


def _distance(point, start, end):
    (px, py), (ax, ay), (bx, by) = point, start, end
    dx, dy = bx - ax, by - ay
    if dx == 0 and dy == 0:
        return math.hypot(px - ax, py - ay)
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def simplify_track(points, tolerance):
    if tolerance < 0:
        raise ValueError("negative tolerance")
    keep = {0, len(points) - 1} if points else set()
    stretches = [(0, len(points) - 1)]
    while stretches:
        first, last = stretches.pop()
        if last - first < 2:
            continue
        distance, index = max(
            ((_distance(points[i], points[first], points[last]), i) for i in range(first + 1, last)),
            key=lambda candidate: candidate[0],
        )
        if distance > tolerance:
            keep.add(index)
            stretches += [(first, index), (index, last)]
    return sorted(keep)
