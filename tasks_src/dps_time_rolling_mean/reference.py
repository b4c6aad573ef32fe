"""Rolling mean over a trailing, half-open time window."""


def rolling_mean(points, window, min_count=1):
    if window < 1 or min_count < 1:
        raise ValueError
    result = []
    first = 0
    for i, (t, _) in enumerate(points):
        if i > 0 and t <= points[i - 1][0]:
            raise ValueError
        # Drop points that are window seconds old or older: the window is (t - window, t].
        while points[first][0] <= t - window:
            first += 1
        values = [value for _, value in points[first:i + 1]]
        if len(values) >= min_count:
            result.append((t, round(sum(values) / len(values), 4)))
        else:
            result.append((t, None))
    return result
