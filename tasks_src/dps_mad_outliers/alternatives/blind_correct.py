# blind: correct
def _median(xs):
    s = sorted(xs)
    n = len(s)
    m = n // 2
    if n % 2:
        return s[m]
    return (s[m - 1] + s[m]) / 2


def mad_outliers(values, threshold=3.5):
    if len(values) == 0:
        raise ValueError("empty values")
    if threshold <= 0:
        raise ValueError("threshold must be > 0")
    med = _median(values)
    devs = [abs(x - med) for x in values]
    mad = _median(devs)
    out = []
    if mad > 0:
        for i, d in enumerate(devs):
            if 0.6745 * d / mad > threshold:
                out.append(i)
        return out
    mean_ad = sum(devs) / len(devs)
    if mean_ad == 0:
        return []
    for i, d in enumerate(devs):
        if d / (1.253314 * mean_ad) > threshold:
            out.append(i)
    return out
