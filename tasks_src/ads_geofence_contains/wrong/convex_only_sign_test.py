def in_zone(zone, point):
    if len(zone) < 3:
        raise ValueError("too few vertices")
    px, py = point
    signs = set()
    for (x1, y1), (x2, y2) in zip(zone, zone[1:] + zone[:1]):
        cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
        if cross:
            signs.add(cross > 0)
    return len(signs) <= 1
