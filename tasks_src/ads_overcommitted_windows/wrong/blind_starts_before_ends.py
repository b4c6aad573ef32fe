# blind: R5 - processes individual events with starts before ends at the same time, so back-to-back reservations momentarily overlap
# differs on: [(0,10,3), (10,20,3)], capacity 4 returns [(10,10,6)] instead of []


def overcommitted(reservations, capacity):
    if capacity < 0:
        raise ValueError("negative capacity")
    events = []
    for start, end, units in reservations:
        if start >= end:
            raise ValueError("start must be < end")
        if units <= 0:
            raise ValueError("units must be positive")
        events.append((start, units))
        events.append((end, -units))
    events.sort(key=lambda e: (e[0], -e[1]))
    result = []
    load = 0
    cur_start = None
    peak = 0
    for t, d in events:
        load += d
        if load > capacity:
            if cur_start is None:
                cur_start = t
                peak = load
            else:
                peak = max(peak, load)
        else:
            if cur_start is not None:
                result.append((cur_start, t, peak))
                cur_start = None
    return result
