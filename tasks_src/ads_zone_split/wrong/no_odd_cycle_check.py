def split_zones(services, conflicts):
    neighbours = {service: [] for service in services}
    for x, y in conflicts:
        for name in (x, y):
            if name not in neighbours:
                raise KeyError(name)
        if x == y:
            raise ValueError("self conflict")
        neighbours[x].append(y)
        neighbours[y].append(x)
    zones = {}
    for start in sorted(services):
        if start in zones:
            continue
        zones[start] = "A"
        stack = [start]
        while stack:
            current = stack.pop()
            for neighbour in neighbours[current]:
                if neighbour not in zones:
                    zones[neighbour] = "B" if zones[current] == "A" else "A"
                    stack.append(neighbour)
    return zones
