"""Common free slots of several calendars inside a working window."""


def free_slots(busy, day, min_length):
    day_start, day_end = day
    if day_start >= day_end:
        raise ValueError(f"empty working window {day!r}")
    if min_length < 1:
        raise ValueError(f"min_length must be at least 1, got {min_length}")
    intervals = []
    for person in busy:
        for start, end in person:
            if start >= end:
                raise ValueError(f"invalid busy interval {(start, end)!r}")
            start, end = max(start, day_start), min(end, day_end)
            if start < end:  # an interval wholly outside the window clips to nothing
                intervals.append((start, end))
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
