def free_slots(busy, day, min_length):
    day_start, day_end = day
    if day_start >= day_end or min_length < 1:
        raise ValueError("bad input")
    intervals = []
    for person in busy:
        for start, end in person:
            if start >= end:
                raise ValueError("bad interval")
            intervals.append((max(start, day_start), min(end, day_end)))
    intervals.sort()
    slots = []
    cursor = day_start
    for start, end in intervals:
        if start - cursor >= min_length:
            slots.append((cursor, start))
        cursor = end
    if day_end - cursor >= min_length:
        slots.append((cursor, day_end))
    return slots
