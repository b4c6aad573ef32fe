# blind: R3 - reuses the room that became free earliest instead of the lowest-numbered free room
# differs on: [(0, 10), (0, 5), (20, 30)] - both free at 20; returns [1, 2, 2] instead of [1, 2, 1]
import heapq


def assign_rooms(bookings):
    for start, end in bookings:
        if start >= end:
            raise ValueError("start must be < end")
    order = sorted(range(len(bookings)), key=lambda i: (bookings[i][0], i))
    result = [0] * len(bookings)
    busy = []  # (end, room)
    free = []  # room numbers
    next_room = 1
    for i in order:
        start, end = bookings[i]
        if busy and busy[0][0] <= start:
            _, room = heapq.heappop(busy)
        else:
            room = next_room
            next_room += 1
        result[i] = room
        heapq.heappush(busy, (end, room))
    return result
