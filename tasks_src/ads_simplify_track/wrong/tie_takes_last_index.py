import math


def _distance(point, start, end):
    (px, py), (ax, ay), (bx, by) = point, start, end
    length = math.hypot(bx - ax, by - ay)
    if length == 0:
        return math.hypot(px - ax, py - ay)
    return abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length


def simplify_track(points, tolerance):
    if tolerance < 0:
        raise ValueError("negative tolerance")
    keep = {0, len(points) - 1} if points else set()
    stretches = [(0, len(points) - 1)]
    while stretches:
        first, last = stretches.pop()
        best, index = -1.0, None
        for i in range(first + 1, last):
            distance = _distance(points[i], points[first], points[last])
            if distance >= best:
                best, index = distance, i
        if index is not None and best > tolerance:
            keep.add(index)
            stretches += [(first, index), (index, last)]
    return sorted(keep)
