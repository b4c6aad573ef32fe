import heapq


def assign_rooms(bookings):
    for start, end in bookings:
        if start >= end:
            raise ValueError("invalid booking")
    order = sorted(range(len(bookings)), key=lambda i: bookings[i][0])
    in_use = []
    rooms = [0] * len(bookings)
    opened = 0
    for i in order:
        start, end = bookings[i]
        if in_use and in_use[0][0] <= start:
            _, room = heapq.heappop(in_use)
        else:
            opened += 1
            room = opened
        heapq.heappush(in_use, (end, room))
        rooms[i] = room
    return rooms
