from collections import OrderedDict


def simulate_lru(accesses, capacity):
    if capacity < 1:
        raise ValueError("capacity must be positive")
    cache = OrderedDict()
    used = hits = 0
    evicted = []
    for key, size in accesses:
        if size < 1:
            raise ValueError("size must be positive")
        if cache.get(key) == size:
            hits += 1
            continue
        used -= cache.pop(key, 0)
        if size > capacity:
            continue
        while used + size > capacity:
            old_key, old_size = cache.popitem(last=False)
            used -= old_size
            evicted.append(old_key)
        cache[key] = size
        used += size
    return hits, evicted
