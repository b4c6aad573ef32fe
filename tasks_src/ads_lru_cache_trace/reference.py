"""Replay an access trace through a byte-limited LRU cache."""
from collections import OrderedDict


def simulate_lru(accesses, capacity):
    if capacity < 1:
        raise ValueError
    cache = OrderedDict()  # key -> size, least recently used first
    used = hits = 0
    evicted = []
    for key, size in accesses:
        if size < 1:
            raise ValueError
        if cache.get(key) == size:
            hits += 1
            cache.move_to_end(key)
            continue
        used -= cache.pop(key, 0)  # a stale copy of a changed object is dropped
        if size > capacity:
            continue
        while used + size > capacity:
            old_key, old_size = cache.popitem(last=False)
            used -= old_size
            evicted.append(old_key)
        cache[key] = size
        used += size
    return hits, evicted
