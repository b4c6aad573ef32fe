# blind: R3 - treats the distance as 0 when first and last coincide, dropping every point of a closed loop
# differs on: points [(0,0), (5,5), (0,0)], tolerance 1 returns [0, 2] instead of [0, 1, 2]
import math


def _distance(p, a, b):
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    if dx == 0 and dy == 0:
        return 0.0
    cross = dx * (p[1] - a[1]) - dy * (p[0] - a[0])
    return abs(cross) / math.hypot(dx, dy)


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
