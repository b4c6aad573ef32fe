def median(data):
    ordered = sorted(data)
    n = len(ordered)
    return ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2


def mad_outliers(values, threshold=3.5):
    if not values or threshold <= 0:
        raise ValueError("bad input")
    center = median(values)
    deviations = [abs(x - center) for x in values]
    mad = median(deviations)
    if mad > 0:
        scores = [0.6745 * d / mad for d in deviations]
    else:
        mean_ad = sum(deviations) / len(deviations)
        if mean_ad == 0:
            return []
        scores = [d / (1.253314 * mean_ad) for d in deviations]
    return [i for i, score in enumerate(scores) if score >= threshold]
