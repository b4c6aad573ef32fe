"""Sliding-window rate limiting over a log of admitted request times."""
from collections import deque


def admit_requests(timestamps, limit, window):
    if limit < 1 or window < 1:
        raise ValueError
    admitted = deque()  # times of admitted requests still inside the window
    decisions = []
    previous = None
    for t in timestamps:
        if previous is not None and t < previous:
            raise ValueError
        previous = t
        while admitted and admitted[0] <= t - window:
            admitted.popleft()
        allowed = len(admitted) < limit
        if allowed:
            admitted.append(t)
        decisions.append(allowed)
    return decisions
