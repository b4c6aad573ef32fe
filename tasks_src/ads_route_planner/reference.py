"""Fastest route on a two-way road map; ties broken by fewer roads, then by place names."""

import heapq


def plan_route(roads, start, goal):
    graph = {}
    for place_a, place_b, minutes in roads:
        if minutes < 0:
            raise ValueError(f"negative travel time on road {place_a!r}-{place_b!r}")
        graph.setdefault(place_a, []).append((place_b, minutes))
        graph.setdefault(place_b, []).append((place_a, minutes))
    for place in (start, goal):
        if place not in graph:
            raise KeyError(place)
    queue = []

    def push(minutes, path):
        # Labels compare in exactly the order of the rules: time, road count, names.
        heapq.heappush(queue, (minutes, len(path), path))

    push(0, [start])
    settled = set()
    while queue:
        minutes, _, path = heapq.heappop(queue)
        place = path[-1]
        if place == goal:
            return minutes, path
        if place in settled:
            continue
        settled.add(place)
        for neighbour, cost in graph[place]:
            if neighbour not in settled:
                push(minutes + cost, path + [neighbour])
    return None
