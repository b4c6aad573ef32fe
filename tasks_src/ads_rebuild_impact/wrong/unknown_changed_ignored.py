from collections import deque


def rebuild_impact(depends_on, changed):
    dependents = {name: [] for name in depends_on}
    for package, dependencies in depends_on.items():
        for dependency in set(dependencies):
            if dependency in dependents:
                dependents[dependency].append(package)
    distance = {name: 0 for name in changed if name in depends_on}
    queue = deque(distance)
    while queue:
        current = queue.popleft()
        for package in dependents[current]:
            if package not in distance:
                distance[package] = distance[current] + 1
                queue.append(package)
    return sorted(distance.items(), key=lambda item: (item[1], item[0]))
