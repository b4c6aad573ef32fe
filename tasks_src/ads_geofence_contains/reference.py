"""Exact point-in-polygon test with integer arithmetic; the boundary counts as inside."""


def in_zone(zone, point):
    if len(zone) < 3:
        raise ValueError(f"a zone needs at least 3 vertices, got {len(zone)}")
    px, py = point
    inside = False
    for (x1, y1), (x2, y2) in zip(zone, zone[1:] + zone[:1]):
        # cross > 0: the point is left of the edge directed from (x1, y1) to (x2, y2)
        cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
        if cross == 0 and min(x1, x2) <= px <= max(x1, x2) and min(y1, y2) <= py <= max(y1, y2):
            return True
        # Half-open rule: an edge counts if exactly one end lies strictly above the point,
        # so a ray through a vertex is counted once. The crossing is right of the point
        # exactly when the point is left of an upward edge or right of a downward one.
        if (y1 > py) != (y2 > py) and (cross > 0) == (y2 > y1):
            inside = not inside
    return inside
