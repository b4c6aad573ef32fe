"""Find the time windows in which reservations exceed a shared capacity."""
from itertools import groupby
from operator import itemgetter


def overcommitted(reservations, capacity):
    if capacity < 0:
        raise ValueError
    events = []
    for start, end, units in reservations:
        if start >= end or units <= 0:
            raise ValueError
        events.append((start, units))
        events.append((end, -units))
    events.sort()
    windows = []
    load = 0
    window = None  # [start, peak] of the window currently open
    # Apply every change at one instant together, so touching reservations never overlap.
    for time, changes in groupby(events, key=itemgetter(0)):
        load += sum(delta for _, delta in changes)
        if load > capacity:
            if window is None:
                window = [time, load]
            else:
                window[1] = max(window[1], load)
        elif window is not None:
            windows.append((window[0], time, window[1]))
            window = None
    return windows
