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
    if len(points) < 3:
        return list(range(len(points)))

    def recurse(first, last):
        if last - first < 2:
            return []
        distances = [_distance(points[i], points[first], points[last]) for i in range(first + 1, last)]
        best = max(distances)
        if best < tolerance:
            return []
        index = first + 1 + distances.index(best)
        return recurse(first, index) + [index] + recurse(index, last)

    return [0] + recurse(0, len(points) - 1) + [len(points) - 1]
