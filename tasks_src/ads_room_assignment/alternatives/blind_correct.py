# blind: correct
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
        while busy and busy[0][0] <= start:
            _, room = heapq.heappop(busy)
            heapq.heappush(free, room)
        if free:
            room = heapq.heappop(free)
        else:
            room = next_room
            next_room += 1
        result[i] = room
        heapq.heappush(busy, (end, room))
    return result
