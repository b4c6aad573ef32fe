"""Common free slots of several calendars inside a working window."""


def free_slots(busy, day, min_length):
    day_start, day_end = day
    if day_start >= day_end or min_length < 1:
        raise ValueError
    intervals = []
    for person in busy:
        for start, end in person:
            if start >= end:
                raise ValueError
            # Clamp both ends into the window: an interval wholly outside it becomes an
            # empty one at the window's edge, which leaves every gap as it is.
            intervals.append((min(max(start, day_start), day_end), max(min(end, day_end), day_start)))
    intervals.sort()
    slots = []
    cursor = day_start
    for start, end in intervals:
        if start - cursor >= min_length:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if day_end - cursor >= min_length:
        slots.append((cursor, day_end))
    return slots
