# blind: R9 - a hit does not make the key most recently used (FIFO eviction)
# differs on: [('a', 5), ('b', 5), ('a', 5), ('c', 5)], capacity 10 -> (1, ['a']) instead of (1, ['b'])
from collections import OrderedDict
from typing import List, Tuple


def simulate_lru(accesses: List[Tuple[str, int]], capacity: int) -> Tuple[int, List[str]]:
    if capacity < 1:
        raise ValueError("capacity must be >= 1")
    for key, size in accesses:
        if size < 1:
            raise ValueError("sizes must be >= 1")
    cache: "OrderedDict[str, int]" = OrderedDict()
    used = 0
    hits = 0
    evicted: List[str] = []
    for key, size in accesses:
        if key in cache and cache[key] == size:
            hits += 1
            continue
        if key in cache:
            used -= cache.pop(key)
        if size > capacity:
            continue
        while used + size > capacity:
            old_key, old_size = cache.popitem(last=False)
            used -= old_size
            evicted.append(old_key)
        cache[key] = size
        used += size
    return hits, evicted
