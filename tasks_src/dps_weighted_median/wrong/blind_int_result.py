# blind: R5 - returns the middle value as given, so an int value comes back as an int
# differs on: weighted_median([7],[3]) -> 7.0 expected, gives int 7
def weighted_median(values, weights):
    if len(values) != len(weights):
        raise ValueError("length mismatch")
    if len(values) == 0:
        raise ValueError("empty")
    for w in weights:
        if isinstance(w, bool) or not isinstance(w, int):
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
            return v
        if 2 * c == total:
            return float((v + items[i + 1][0]) / 2)
    raise AssertionError("unreachable")
