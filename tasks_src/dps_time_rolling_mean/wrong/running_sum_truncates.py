def rolling_mean(points, window, min_count=1):
    if window < 1 or min_count < 1:
        raise ValueError("bad arguments")
    result = []
    for i, (t, _) in enumerate(points):
        if i > 0 and t <= points[i - 1][0]:
            raise ValueError("timestamps must increase")
        values = [v for s, v in points[: i + 1] if s > t - window]
        if len(values) >= min_count:
            result.append((t, int(sum(values) / len(values) * 10000) / 10000))
        else:
            result.append((t, None))
    return result
