def simplify_track(points, tolerance):
    if tolerance < 0:
        raise ValueError("negative tolerance")
    keep = {0, len(points) - 1} if points else set()
    stretches = [(0, len(points) - 1)]
    while stretches:
        first, last = stretches.pop()
        if last - first < 2:
            continue
        (ax, ay), (bx, by) = points[first], points[last]
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        best, index = -1.0, None
        for i in range(first + 1, last):
            px, py = points[i]
            distance = abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length if length else 0.0
            if distance > best:
                best, index = distance, i
        if best > tolerance:
            keep.add(index)
            stretches += [(first, index), (index, last)]
    return sorted(keep)
