# blind: R1 - treats window as a number of trailing points instead of seconds
# differs on: rolling_mean([(0,1),(100,3)], 5) -> [(0,1.0),(100,3.0)] expected, gives (100,2.0)
def rolling_mean(points, window, min_count=1):
    if window < 1:
        raise ValueError("window must be >= 1")
    if min_count < 1:
        raise ValueError("min_count must be >= 1")
    for (a, _), (b, _) in zip(points, points[1:]):
        if not a < b:
            raise ValueError("timestamps must be strictly increasing")
    out = []
    lo = 0
    total = 0
    for i, (t, v) in enumerate(points):
        total += v
        while i - lo + 1 > window:
            total -= points[lo][1]
            lo += 1
        n = i - lo + 1
        if n >= min_count:
            vals = [p[1] for p in points[lo:i + 1]]
            out.append((t, round(float(sum(vals)) / n, 4)))
        else:
            out.append((t, None))
    return out
