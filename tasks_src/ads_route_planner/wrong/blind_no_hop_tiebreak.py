# blind: R4 - among equal totals compares place lists directly, ignoring the number of roads
# differs on: roads [('s','a',1),('a','b',1),('b','t',1),('s','m',2),('m','t',1)], s->t returns (3, ['s','a','b','t']) instead of (3, ['s','m','t'])
import heapq


def plan_route(roads, start, goal):
    for a, b, minutes in roads:
        if minutes < 0:
            raise ValueError("negative minutes")
    adj = {}
    for a, b, minutes in roads:
        for x, y in ((a, b), (b, a)):
            nbrs = adj.setdefault(x, {})
            if y not in nbrs or minutes < nbrs[y]:
                nbrs[y] = minutes
    if start not in adj:
        raise KeyError(start)
    if goal not in adj:
        raise KeyError(goal)
    if start == goal:
        return (0, [start])
    best = {start: (0, [start])}
    heap = [(0, [start])]
    while heap:
        cost, path = heapq.heappop(heap)
        node = path[-1]
        if best.get(node) != (cost, path):
            continue
        if node == goal:
            return (cost, path)
        for nxt, w in adj[node].items():
            label = (cost + w, path + [nxt])
            cur = best.get(nxt)
            if cur is None or label < cur:
                best[nxt] = label
                heapq.heappush(heap, label)
    return None
