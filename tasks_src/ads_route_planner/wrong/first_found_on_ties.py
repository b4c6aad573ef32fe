import heapq


def plan_route(roads, start, goal):
    graph = {}
    for a, b, minutes in roads:
        if minutes < 0:
            raise ValueError("negative minutes")
        graph.setdefault(a, []).append((b, minutes))
        graph.setdefault(b, []).append((a, minutes))
    if start not in graph or goal not in graph:
        raise KeyError(start if start not in graph else goal)
    dist = {start: 0}
    prev = {}
    queue = [(0, start)]
    while queue:
        d, place = heapq.heappop(queue)
        if d > dist[place]:
            continue
        for nxt, cost in graph[place]:
            if d + cost < dist.get(nxt, float("inf")):
                dist[nxt] = d + cost
                prev[nxt] = place
                heapq.heappush(queue, (d + cost, nxt))
    if goal not in dist:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return dist[goal], path[::-1]
