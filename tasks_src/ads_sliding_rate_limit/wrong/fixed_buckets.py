from collections import Counter


def admit_requests(timestamps, limit, window):
    if limit < 1 or window < 1:
        raise ValueError("bad limit or window")
    counts, decisions, previous = Counter(), [], None
    for t in timestamps:
        if previous is not None and t < previous:
            raise ValueError("timestamps must not decrease")
        previous = t
        bucket = t // window
        allowed = counts[bucket] < limit
        if allowed:
            counts[bucket] += 1
        decisions.append(allowed)
    return decisions
