def weighted_median(values, weights):
    if len(values) != len(weights):
        raise ValueError("length mismatch")
    if any(type(w) is not int for w in weights):
        raise TypeError("weights must be ints")
    if any(w < 0 for w in weights):
        raise ValueError("negative weight")
    items = sorted((v, w) for v, w in zip(values, weights) if w > 0)
    total = sum(w for _, w in items)
    if total == 0:
        raise ValueError("no data")
    cum = 0
    for v, w in items:
        cum += w
        if 2 * cum >= total:
            return float(v)
