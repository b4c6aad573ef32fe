# blind: R7 - returns the crossing parity as an int (0/1) instead of a bool
# differs on: square (0,0),(4,0),(4,4),(0,4), point (2, 2) -> 1 instead of True
from typing import List, Tuple


def _on_segment(a, b, p) -> bool:
    (x1, y1), (x2, y2), (px, py) = a, b, p
    cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
    if cross != 0:
        return False
    return min(x1, x2) <= px <= max(x1, x2) and min(y1, y2) <= py <= max(y1, y2)


def in_zone(zone: List[Tuple[int, int]], point: Tuple[int, int]) -> bool:
    if len(zone) < 3:
        raise ValueError("zone needs at least 3 vertices")
    px, py = point
    n = len(zone)
    inside = 0
    for i in range(n):
        a = zone[i]
        b = zone[(i + 1) % n]
        if _on_segment(a, b, point):
            return True
        (x1, y1), (x2, y2) = a, b
        if (y1 > py) != (y2 > py):
            # x of the crossing is to the right of px  <=>  sign test, exact in ints
            cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
            if (cross > 0) == (y2 > y1):
                inside ^= 1
    return inside
