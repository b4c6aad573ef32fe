# blind: correct
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
    for root in sorted(services):
        if root in zone:
            continue
        zone[root] = "A"
        queue = deque([root])
        while queue:
            cur = queue.popleft()
            other = "B" if zone[cur] == "A" else "A"
            for nxt in adj[cur]:
                if nxt not in zone:
                    zone[nxt] = other
                    queue.append(nxt)
                elif zone[nxt] != other:
                    raise ValueError("no valid placement")
    return {s: zone[s] for s in services}
