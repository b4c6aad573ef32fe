def in_zone(zone, point):
    if len(zone) < 3:
        raise ValueError("too few vertices")
    px, py = point
    inside = False
    n = len(zone)
    for i in range(n):
        x1, y1 = zone[i]
        x2, y2 = zone[(i + 1) % n]
        if (y1 > py) != (y2 > py):
            x_cross = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            if px < x_cross:
                inside = not inside
    return inside
