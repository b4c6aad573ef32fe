from collections import deque


def admit_requests(timestamps, limit, window):
    if limit < 1 or window < 1:
        raise ValueError("bad limit or window")
    admitted, decisions, previous = deque(), [], None
    for t in timestamps:
        if previous is not None and t < previous:
            raise ValueError("timestamps must not decrease")
        previous = t
        while admitted and admitted[0] < t - window:
            admitted.popleft()
        allowed = len(admitted) < limit
        if allowed:
            admitted.append(t)
        decisions.append(allowed)
    return decisions
