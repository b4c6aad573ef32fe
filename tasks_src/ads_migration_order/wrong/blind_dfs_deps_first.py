# blind: R3 - walks the input in order applying each migration's dependencies first (DFS post-order)
# differs on: [('b', ['a']), ('c', []), ('a', [])] -> ['a', 'b', 'c'] instead of ['c', 'a', 'b']
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
    order: List[str] = []
    state = [0] * len(migrations)

    def visit(i):
        if state[i] == 2:
            return
        if state[i] == 1:
            raise ValueError("dependency cycle")
        state[i] = 1
        for d in migrations[i][1]:
            visit(pos[d])
        state[i] = 2
        order.append(migrations[i][0])

    for i in range(len(migrations)):
        visit(i)
    if len(order) != len(migrations):
        raise ValueError("dependency cycle")
    return order
