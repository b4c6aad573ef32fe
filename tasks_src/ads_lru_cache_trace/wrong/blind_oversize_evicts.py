# blind: R4 - evicts to make room before noticing the object is larger than the whole cache
# differs on: [('a', 5), ('b', 20)], capacity 10 -> (0, ['a']) instead of (0, [])
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
            cache.move_to_end(key)
            continue
        if key in cache:
            used -= cache.pop(key)
        while cache and used + size > capacity:
            old_key, old_size = cache.popitem(last=False)
            used -= old_size
            evicted.append(old_key)
        if size > capacity:
            continue
        cache[key] = size
        used += size
    return hits, evicted
