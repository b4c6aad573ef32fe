# blind: R9 - applies migrations level by level (all currently eligible ones in input order before any newly eligible one)
# differs on: [('b', ['a']), ('c', []), ('a', []), ('d', [])] -> ['c', 'a', 'd', 'b'] instead of ['c', 'a', 'b', 'd']
import heapq
from typing import List, Tuple


def migration_order(migrations: List[Tuple[str, List[str]]]) -> List[str]:
    pos = {}
    for i, (name, _) in enumerate(migrations):
        if name in pos:
            raise ValueError(f"duplicate migration name {name!r}")
        pos[name] = i
    for name, deps in migrations:
        for d in deps:
            if d not in pos:
                raise KeyError(d)
    deps_of = [set(deps) for _, deps in migrations]
    remaining = [len(ds) for ds in deps_of]
    dependents: List[List[int]] = [[] for _ in migrations]
    for i, ds in enumerate(deps_of):
        for d in ds:
            dependents[pos[d]].append(i)
    level = [i for i, r in enumerate(remaining) if r == 0]
    order: List[str] = []
    while level:
        nxt = []
        for i in sorted(level):
            order.append(migrations[i][0])
            for j in dependents[i]:
                remaining[j] -= 1
                if remaining[j] == 0:
                    nxt.append(j)
        level = nxt
    if len(order) != len(migrations):
        raise ValueError("dependency cycle")
    return order
