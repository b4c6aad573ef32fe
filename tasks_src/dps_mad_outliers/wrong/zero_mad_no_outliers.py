def median(data):
    ordered = sorted(data)
    n = len(ordered)
    return ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2


def mad_outliers(values, threshold=3.5):
    if not values or threshold <= 0:
        raise ValueError("bad input")
    center = median(values)
    mad = median([abs(x - center) for x in values])
    if mad == 0:
        return []
    return [i for i, x in enumerate(values) if 0.6745 * abs(x - center) / mad > threshold]
