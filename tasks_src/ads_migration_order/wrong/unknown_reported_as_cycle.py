import heapq


def migration_order(migrations):
    names = [name for name, _ in migrations]
    if len(set(names)) != len(names):
        raise ValueError("duplicate")
    position = {name: index for index, name in enumerate(names)}
    waiting = {name: set(depends_on) for name, depends_on in migrations}
    order = []
    ready = [position[n] for n, w in waiting.items() if not w]
    heapq.heapify(ready)
    while ready:
        name = names[heapq.heappop(ready)]
        order.append(name)
        for other, w in waiting.items():
            if name in w:
                w.discard(name)
                if not w:
                    heapq.heappush(ready, position[other])
    if len(order) < len(migrations):
        raise ValueError("unresolvable dependencies")
    return order
