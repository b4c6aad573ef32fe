"""Cheapest purchase of fixed-size bundles covering a required capacity."""


def cheapest_bundles(bundles, need):
    if need < 0 or (need > 0 and not bundles):
        raise ValueError(f"cannot cover a need of {need} with {len(bundles)} bundle sizes")
    if any(size < 1 or price < 1 for size, price in bundles.items()):
        raise ValueError(f"bundle sizes and prices must be at least 1, got {bundles}")
    if need == 0:
        return {}
    sizes = sorted(bundles, reverse=True)

    def rank(counts):  # the four rules, in order
        price = sum(count * bundles[size] for size, count in zip(sizes, counts))
        units = sum(count * size for size, count in zip(sizes, counts))
        return price, units, sum(counts), [-count for count in counts]

    # best[u]: the best purchase of exactly u units (counts per size, largest first), or
    # None. Buying need + largest size or more is never best: dropping a bundle is cheaper.
    best = [None] * (need + sizes[0])
    best[0] = (0,) * len(sizes)
    for units in range(1, len(best)):
        options = []
        for index, size in enumerate(sizes):
            if size <= units and best[units - size] is not None:
                counts = list(best[units - size])
                counts[index] += 1
                options.append(tuple(counts))
        best[units] = min(options, key=rank, default=None)
    chosen = min((counts for counts in best[need:] if counts is not None), key=rank)
    return {size: count for size, count in zip(sizes, chosen) if count}
