def split_zones(services, conflicts):
    known = set(services)
    for x, y in conflicts:
        for name in (x, y):
            if name not in known:
                raise KeyError(name)
        if x == y:
            raise ValueError("self conflict")
    zones = {}
    for x, y in sorted(tuple(sorted(pair)) for pair in conflicts):
        if x not in zones and y not in zones:
            zones[x], zones[y] = "A", "B"
        elif x in zones and y not in zones:
            zones[y] = "B" if zones[x] == "A" else "A"
        elif y in zones and x not in zones:
            zones[x] = "B" if zones[y] == "A" else "A"
        elif zones[x] == zones[y]:
            raise ValueError("not two-colourable")
    return {service: zones.get(service, "A") for service in services}
