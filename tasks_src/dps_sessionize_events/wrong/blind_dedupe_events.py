# blind: R1 - duplicate (user, timestamp) events are collapsed into one
# differs on: sessionize([('u',5),('u',5)], 10) -> [('u',5,5,2)] expected, gives count 1
def sessionize(events, timeout):
    if timeout < 0:
        raise ValueError("timeout must be >= 0")
    by_user = {}
    for user, ts in events:
        by_user.setdefault(user, []).append(ts)
    sessions = []
    for user, stamps in by_user.items():
        stamps = sorted(set(stamps))
        start = prev = stamps[0]
        count = 1
        for ts in stamps[1:]:
            if ts - prev > timeout:
                sessions.append((user, start, prev, count))
                start = ts
                count = 0
            count += 1
            prev = ts
        sessions.append((user, start, prev, count))
    sessions.sort(key=lambda s: (s[1], s[0]))
    return sessions
