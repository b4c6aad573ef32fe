"""Greedy room assignment: lowest-numbered free room, bookings taken by start time."""

import heapq


def assign_rooms(bookings):
    for start, end in bookings:
        if start >= end:
            raise ValueError(f"invalid booking {(start, end)!r}")
    order = sorted(range(len(bookings)), key=lambda index: bookings[index][0])
    free_rooms = []  # heap of room numbers released so far
    in_use = []  # heap of (end, room)
    rooms = [0] * len(bookings)
    opened = 0
    for index in order:
        start, end = bookings[index]
        while in_use and in_use[0][0] <= start:
            heapq.heappush(free_rooms, heapq.heappop(in_use)[1])
        if free_rooms:
            room = heapq.heappop(free_rooms)
        else:
            opened += 1
            room = opened
        heapq.heappush(in_use, (end, room))
        rooms[index] = room
    return rooms
