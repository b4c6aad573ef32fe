def assign_rooms(bookings):
    for start, end in bookings:
        if start >= end:
            raise ValueError("invalid booking")
    room_end = []
    rooms = []
    for start, end in sorted(bookings, key=lambda b: b[0]):
        for number, last_end in enumerate(room_end):
            if last_end <= start:
                room_end[number] = end
                rooms.append(number + 1)
                break
        else:
            room_end.append(end)
            rooms.append(len(room_end))
    return rooms
