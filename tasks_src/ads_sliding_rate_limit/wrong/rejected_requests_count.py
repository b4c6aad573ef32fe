from collections import deque


def admit_requests(timestamps, limit, window):
    if limit < 1 or window < 1:
        raise ValueError("bad limit or window")
    seen, decisions, previous = deque(), [], None
    for t in timestamps:
        if previous is not None and t < previous:
            raise ValueError("timestamps must not decrease")
        previous = t
        while seen and seen[0] <= t - window:
            seen.popleft()
        decisions.append(len(seen) < limit)
        seen.append(t)
    return decisions
