# blind: R5 - breaks ties by the smallest predecessor name at each place instead of comparing whole place lists
# differs on: roads [('s','a',1),('a','y',1),('y','t',1),('s','b',1),('b','x',1),('x','t',1)] returns ['s','b','x','t'] instead of ['s','a','y','t']
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
    dist = {start: (0, 0)}
    pred = {start: None}
    done = set()
    heap = [(0, 0, start)]
    while heap:
        cost, hops, node = heapq.heappop(heap)
        if node in done or dist[node] != (cost, hops):
            continue
        done.add(node)
        if node == goal:
            path = []
            cur = goal
            while cur is not None:
                path.append(cur)
                cur = pred[cur]
            return (cost, path[::-1])
        for nxt, w in adj[node].items():
            if nxt in done:
                continue
            cand = (cost + w, hops + 1)
            if nxt not in dist or cand < dist[nxt] or (cand == dist[nxt] and node < pred[nxt]):
                dist[nxt] = cand
                pred[nxt] = node
                heapq.heappush(heap, (cand[0], cand[1], nxt))
    return None
