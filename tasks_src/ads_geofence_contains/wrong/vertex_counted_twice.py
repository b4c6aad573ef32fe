def in_zone(zone, point):
    if len(zone) < 3:
        raise ValueError("too few vertices")
    px, py = point
    inside = False
    for (x1, y1), (x2, y2) in zip(zone, zone[1:] + zone[:1]):
        cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
        if cross == 0 and min(x1, x2) <= px <= max(x1, x2) and min(y1, y2) <= py <= max(y1, y2):
            return True
        if min(y1, y2) <= py <= max(y1, y2) and y1 != y2:
            x_cross = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            if px < x_cross:
                inside = not inside
    return inside
