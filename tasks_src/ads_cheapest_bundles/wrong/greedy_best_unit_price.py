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
    result = {}
    remaining = need
    for size in sorted(bundles, key=lambda s: (bundles[s] / s, -s)):
        count = remaining // size
        if count:
            result[size] = count
            remaining -= count * size
    if remaining > 0:
        smallest = min(bundles, key=lambda s: (bundles[s], s))
        result[smallest] = result.get(smallest, 0) + 1
    return result
