from collections import deque


def split_zones(services, conflicts):
    neighbours = {service: [] for service in services}
    for x, y in conflicts:
        if x not in neighbours or y not in neighbours:
            raise ValueError("unknown service")
        neighbours[x].append(y)
        neighbours[y].append(x)
    zones = {}
    for start in sorted(services):
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
                    raise ValueError("not two-colourable")
    return zones
