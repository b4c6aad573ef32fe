def weighted_median(values, weights):
    if any(type(w) is not int for w in weights):
        raise TypeError("weights must be ints")
    if any(w < 0 for w in weights):
        raise ValueError("negative weight")
    items = sorted((v, w) for v, w in zip(values, weights) if w > 0)
    total = sum(w for _, w in items)
    if total == 0:
        raise ValueError("no data")
    cum = 0
    for i, (v, w) in enumerate(items):
        cum += w
        if 2 * cum > total:
            return float(v)
        if 2 * cum == total:
            return (v + items[i + 1][0]) / 2
