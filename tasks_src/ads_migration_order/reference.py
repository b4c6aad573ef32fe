"""Order migrations so dependencies come first, breaking ties by input position."""
import heapq


def migration_order(migrations):
    position = {}
    for index, (name, _) in enumerate(migrations):
        if name in position:
            raise ValueError
        position[name] = index
    waiting = {}
    dependents = {name: [] for name in position}
    for name, depends_on in migrations:
        unique = set(depends_on)
        for dep in unique:
            if dep not in position:
                raise KeyError(dep)
            dependents[dep].append(name)
        waiting[name] = len(unique)
    # A heap of input positions always yields the earliest-listed eligible migration.
    ready = [position[name] for name, count in waiting.items() if count == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        name = migrations[heapq.heappop(ready)][0]
        order.append(name)
        for child in dependents[name]:
            waiting[child] -= 1
            if waiting[child] == 0:
                heapq.heappush(ready, position[child])
    if len(order) < len(migrations):
        raise ValueError
    return order
