# blind: correct


def overcommitted(reservations, capacity):
    if capacity < 0:
        raise ValueError("negative capacity")
    deltas = {}
    for start, end, units in reservations:
        if start >= end:
            raise ValueError("start must be < end")
        if units <= 0:
            raise ValueError("units must be positive")
        deltas[start] = deltas.get(start, 0) + units
        deltas[end] = deltas.get(end, 0) - units
    result = []
    load = 0
    cur_start = None
    peak = 0
    for t in sorted(deltas):
        load += deltas[t]
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
