def assign_rooms(bookings):
    for start, end in bookings:
        if start >= end:
            raise ValueError("invalid booking")
    order = sorted(range(len(bookings)), key=lambda i: bookings[i])
    room_end = []
    rooms = [0] * len(bookings)
    for i in order:
        start, end = bookings[i]
        for number, last_end in enumerate(room_end):
            if last_end <= start:
                room_end[number] = end
                rooms[i] = number + 1
                break
        else:
            room_end.append(end)
            rooms[i] = len(room_end)
    return rooms
