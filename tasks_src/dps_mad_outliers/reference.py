"""Robust outlier detection with the modified z-score (median and MAD)."""


def _median(data):
    ordered = sorted(data)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def mad_outliers(values, threshold=3.5):
    if not values:
        raise ValueError
    if threshold <= 0:
        raise ValueError
    center = _median(values)
    deviations = [abs(x - center) for x in values]
    mad = _median(deviations)
    if mad > 0:
        scores = [0.6745 * d / mad for d in deviations]
    else:
        mean_ad = sum(deviations) / len(deviations)
        if mean_ad == 0:
            return []
        scores = [d / (1.253314 * mean_ad) for d in deviations]
    return [i for i, score in enumerate(scores) if score > threshold]
