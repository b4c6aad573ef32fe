from collections import deque


def migration_order(migrations):
    position = {}
    for index, (name, _) in enumerate(migrations):
        if name in position:
            raise ValueError(name)
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
    ready = deque(name for name, _ in migrations if waiting[name] == 0)
    order = []
    while ready:
        name = ready.popleft()
        order.append(name)
        for child in sorted(dependents[name], key=position.get):
            waiting[child] -= 1
            if waiting[child] == 0:
                ready.append(child)
    if len(order) < len(migrations):
        raise ValueError("cycle")
    return order
