# blind: R2 - keeps the minutes of the last road listed between two places instead of the fastest
# differs on: roads [('s','t',1), ('s','t',5)] returns (5, ['s','t']) instead of (1, ['s','t'])
import heapq


def plan_route(roads, start, goal):
    for a, b, minutes in roads:
        if minutes < 0:
            raise ValueError("negative minutes")
    adj = {}
    for a, b, minutes in roads:
        for x, y in ((a, b), (b, a)):
            nbrs = adj.setdefault(x, {})
            if True:
                nbrs[y] = minutes
    if start not in adj:
        raise KeyError(start)
    if goal not in adj:
        raise KeyError(goal)
    if start == goal:
        return (0, [start])
    best = {start: (0, 0, [start])}
    heap = [(0, 0, [start])]
    while heap:
        cost, hops, path = heapq.heappop(heap)
        node = path[-1]
        if best.get(node) != (cost, hops, path):
            continue
        if node == goal:
            return (cost, path)
        for nxt, w in adj[node].items():
            label = (cost + w, hops + 1, path + [nxt])
            cur = best.get(nxt)
            if cur is None or label < cur:
                best[nxt] = label
                heapq.heappush(heap, label)
    return None
