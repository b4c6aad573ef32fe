def cheapest_bundles(bundles, need):
    if need < 0:
        raise ValueError("negative need")
    for size, price in bundles.items():
        if size < 1 or price < 1:
            raise ValueError("invalid bundle")
    if need == 0:
        return {}
    if not bundles:
        raise ValueError("no bundles")
    sizes = sorted(bundles, reverse=True)
    best = [None] * (need + sizes[0])
    best[0] = (0, 0) + (0,) * len(sizes)
    for units in range(1, len(best)):
        options = []
        for i, size in enumerate(sizes):
            if size <= units and best[units - size] is not None:
                prev = best[units - size]
                counts = list(prev[2:])
                counts[i] -= 1
                options.append((prev[0] + bundles[size], prev[1] + 1, *counts))
        best[units] = min(options, default=None)
    _, _, _, key = min((k[0], k[1], u, k) for u, k in enumerate(best) if u >= need and k is not None)
    return {s: -c for s, c in zip(sizes, key[2:]) if c}
