# blind: R1 - only considers totals up to need + smallest size - 1, missing cheaper larger over-buys
# differs on: {10: 1, 1: 100}, need 1 -> {1: 1} instead of {10: 1}
from typing import Dict


def cheapest_bundles(bundles: Dict[int, int], need: int) -> Dict[int, int]:
    if need < 0:
        raise ValueError("need must be >= 0")
    for size, price in bundles.items():
        if size < 1 or price < 1:
            raise ValueError("bundle sizes and prices must be >= 1")
    if need == 0:
        return {}
    if not bundles:
        raise ValueError("no bundles to buy")
    sizes = sorted(bundles, reverse=True)  # largest first
    k = len(sizes)
    limit = need + sizes[-1] - 1
    # best[t] = (price, count, neg_vector) for exactly t units, or None
    best = [None] * (limit + 1)
    best[0] = (0, 0, (0,) * k)
    for t in range(1, limit + 1):
        cand = None
        for j, s in enumerate(sizes):
            if s > t:
                continue
            prev = best[t - s]
            if prev is None:
                continue
            vec = list(prev[2])
            vec[j] -= 1
            key = (prev[0] + bundles[s], prev[1] + 1, tuple(vec))
            if cand is None or key < cand:
                cand = key
        best[t] = cand
    choice = None
    for t in range(need, limit + 1):
        b = best[t]
        if b is None:
            continue
        key = (b[0], t, b[1], b[2])
        if choice is None or key < choice:
            choice = key
    vec = choice[3]
    return {sizes[j]: -vec[j] for j in range(k) if vec[j] != 0}
