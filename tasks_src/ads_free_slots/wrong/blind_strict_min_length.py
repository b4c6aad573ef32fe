# blind: R3 - keeps only gaps strictly longer than min_length
# differs on: free_slots([], (0, 30), 30) -> [] instead of [(0, 30)]
from typing import List, Tuple


def free_slots(busy: List[List[Tuple[int, int]]], day: Tuple[int, int], min_length: int) -> List[Tuple[int, int]]:
    day_start, day_end = day
    if day_start >= day_end:
        raise ValueError("day_start must be < day_end")
    if min_length < 1:
        raise ValueError("min_length must be >= 1")
    intervals = []
    for person in busy:
        for start, end in person:
            if start >= end:
                raise ValueError("busy interval with start >= end")
            s, e = max(start, day_start), min(end, day_end)
            if s < e:
                intervals.append((s, e))
    intervals.sort()
    result = []
    cursor = day_start
    for s, e in intervals:
        if s > cursor:
            if s - cursor > min_length:
                result.append((cursor, s))
        if e > cursor:
            cursor = e
    if day_end - cursor > min_length:
        result.append((cursor, day_end))
    return result
