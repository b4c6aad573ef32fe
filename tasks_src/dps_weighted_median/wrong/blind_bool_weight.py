# blind: R8 - accepts booleans as weights (isinstance(True, int) holds)
# differs on: weighted_median([1,2],[True,1]) -> TypeError expected, gives 1.5
def weighted_median(values, weights):
    if len(values) != len(weights):
        raise ValueError("length mismatch")
    if len(values) == 0:
        raise ValueError("empty")
    for w in weights:
        if not isinstance(w, int):
            raise TypeError("weights must be ints")
    for w in weights:
        if w < 0:
            raise ValueError("negative weight")
    items = sorted((v, w) for v, w in zip(values, weights) if w > 0)
    if not items:
        raise ValueError("all weights are zero")
    total = sum(w for _, w in items)
    c = 0
    for i, (v, w) in enumerate(items):
        c += w
        if 2 * c > total:
            return float(v)
        if 2 * c == total:
            return float((v + items[i + 1][0]) / 2)
    raise AssertionError("unreachable")
