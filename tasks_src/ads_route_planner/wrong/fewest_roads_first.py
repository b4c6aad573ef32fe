import heapq


def plan_route(roads, start, goal):
    graph = {}
    for a, b, minutes in roads:
        if minutes < 0:
            raise ValueError("negative minutes")
        graph.setdefault(a, []).append((b, minutes))
        graph.setdefault(b, []).append((a, minutes))
    for place in (start, goal):
        if place not in graph:
            raise KeyError(place)
    queue = [(0, 0, [start])]
    settled = set()
    while queue:
        hops, minutes, path = heapq.heappop(queue)
        place = path[-1]
        if place == goal:
            return minutes, path
        if place in settled:
            continue
        settled.add(place)
        for nxt, cost in graph[place]:
            if nxt not in settled:
                heapq.heappush(queue, (hops + 1, minutes + cost, path + [nxt]))
    return None
