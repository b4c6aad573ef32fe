# blind: R2 - measures the distance to the segment between first and last instead of the infinite line
# differs on: points [(0,0), (5,1), (1,0)], tolerance 2 returns [0, 1, 2] instead of [0, 2]
import math


def _distance(p, a, b):
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    if dx == 0 and dy == 0:
        return math.hypot(p[0] - a[0], p[1] - a[1])
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
    t = max(0.0, min(1.0, t))
    return math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))


def simplify_track(points, tolerance):
    if tolerance < 0:
        raise ValueError("tolerance must be >= 0")
    n = len(points)
    if n < 3:
        return list(range(n))
    keep = {0, n - 1}
    stack = [(0, n - 1)]
    while stack:
        first, last = stack.pop()
        if last - first < 2:
            continue
        a, b = points[first], points[last]
        best_i = None
        best_d = -1.0
        for i in range(first + 1, last):
            d = _distance(points[i], a, b)
            if d > best_d:
                best_d = d
                best_i = i
        if best_d > tolerance:
            keep.add(best_i)
            stack.append((first, best_i))
            stack.append((best_i, last))
    return sorted(keep)
