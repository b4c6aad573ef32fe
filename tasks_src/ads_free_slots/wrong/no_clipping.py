def free_slots(busy, day, min_length):
    day_start, day_end = day
    if day_start >= day_end or min_length < 1:
        raise ValueError("bad input")
    intervals = sorted(iv for person in busy for iv in person)
    for start, end in intervals:
        if start >= end:
            raise ValueError("bad interval")
    slots = []
    cursor = day_start
    for start, end in intervals:
        if start - cursor >= min_length:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if day_end - cursor >= min_length:
        slots.append((cursor, day_end))
    return slots
