# blind: correct
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
