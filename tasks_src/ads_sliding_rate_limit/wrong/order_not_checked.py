def admit_requests(timestamps, limit, window):
    if limit < 1 or window < 1:
        raise ValueError("bad limit or window")
    admitted, decisions = [], []
    for t in timestamps:
        recent = [s for s in admitted if t - window < s <= t]
        allowed = len(recent) < limit
        if allowed:
            admitted.append(t)
        decisions.append(allowed)
    return decisions
