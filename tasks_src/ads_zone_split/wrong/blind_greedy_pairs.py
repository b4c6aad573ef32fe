# blind: R2 - assigns zones greedily pair by pair in list order instead of from each group's smallest name
# differs on: split_zones(['b','c','d'], [('c','d'), ('b','c')]) returns {'b':'B','c':'A','d':'B'} instead of {'b':'A','c':'B','d':'A'}
from collections import deque


def split_zones(services, conflicts):
    known = set(services)
    for x, y in conflicts:
        if x not in known:
            raise KeyError(x)
        if y not in known:
            raise KeyError(y)
    adj = {s: [] for s in services}
    for x, y in conflicts:
        if x == y:
            raise ValueError("service conflicts with itself: %r" % (x,))
        adj[x].append(y)
        adj[y].append(x)
    zone = {}
    for x, y in conflicts:
        if x not in zone and y not in zone:
            zone[x] = "A"
            zone[y] = "B"
        elif x in zone and y in zone:
            if zone[x] == zone[y]:
                raise ValueError("no valid placement")
        elif x in zone:
            zone[y] = "B" if zone[x] == "A" else "A"
        else:
            zone[x] = "B" if zone[y] == "A" else "A"
    return {s: zone.get(s, "A") for s in services}
