from collections import deque


def rebuild_impact(depends_on, changed):
    distance, queue = {}, deque()
    for name in changed:
        if name not in depends_on:
            raise KeyError(name)
        if name not in distance:
            distance[name] = 0
            queue.append(name)
    while queue:
        current = queue.popleft()
        for package in depends_on[current]:
            if package in depends_on and package not in distance:
                distance[package] = distance[current] + 1
                queue.append(package)
    return sorted(distance.items(), key=lambda item: (item[1], item[0]))
