def weighted_median(values, weights):
    if len(values) != len(weights):
        raise ValueError("length mismatch")
    if any(type(w) is not int for w in weights):
        raise TypeError("weights must be ints")
    if any(w < 0 for w in weights):
        raise ValueError("negative weight")
    total = sum(weights)
    if not values or total == 0:
        raise ValueError("no data")
    items = sorted(zip(values, weights))
    cum = 0
    for i, (v, w) in enumerate(items):
        cum += w
        if 2 * cum > total:
            return float(v)
        if 2 * cum == total:
            return (v + items[i + 1][0]) / 2
