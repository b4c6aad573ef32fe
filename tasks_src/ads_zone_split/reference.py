"""Two-colour the conflict graph, anchoring each group's smallest name in zone A."""
from collections import deque


def split_zones(services, conflicts):
    neighbours = {service: [] for service in services}
    for x, y in conflicts:
        for name in (x, y):
            if name not in neighbours:
                raise KeyError(name)
        neighbours[x].append(y)
        neighbours[y].append(x)
    zones = {}
    for start in sorted(services):  # the first service met in a group is its smallest
        if start in zones:
            continue
        zones[start] = "A"
        queue = deque([start])
        while queue:
            current = queue.popleft()
            other = "B" if zones[current] == "A" else "A"
            for neighbour in neighbours[current]:
                if neighbour not in zones:
                    zones[neighbour] = other
                    queue.append(neighbour)
                elif zones[neighbour] != other:
                    raise ValueError
    return zones
