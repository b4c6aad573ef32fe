"""Breadth-first search over reverse dependencies from the changed packages."""
from collections import deque


def rebuild_impact(depends_on, changed):
    dependents = {name: [] for name in depends_on}
    for package, dependencies in depends_on.items():
        for dependency in set(dependencies):
            if dependency in dependents:  # external packages are ignored
                dependents[dependency].append(package)
    distance = {}
    queue = deque()
    for name in changed:
        if name not in depends_on:
            raise KeyError(name)
        if name not in distance:
            distance[name] = 0
            queue.append(name)
    while queue:  # all sources start together, so the first visit is the shortest
        current = queue.popleft()
        for package in dependents[current]:
            if package not in distance:
                distance[package] = distance[current] + 1
                queue.append(package)
    return sorted(distance.items(), key=lambda item: (item[1], item[0]))
