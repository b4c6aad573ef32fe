import heapq


def migration_order(migrations):
    position = {}
    for index, (name, _) in enumerate(migrations):
        if name in position:
            raise ValueError(name)
        position[name] = index
    waiting = {}
    dependents = {name: set() for name in position}
    for name, depends_on in migrations:
        for dep in depends_on:
            if dep not in position:
                raise KeyError(dep)
            dependents[dep].add(name)
        waiting[name] = len(depends_on)
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
        raise ValueError("cycle")
    return order
