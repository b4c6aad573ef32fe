# blind: R2 - a gap exactly equal to timeout starts a new session
# differs on: sessionize([('u',0),('u',10)], 10) -> [('u',0,10,2)] expected
def sessionize(events, timeout):
    if timeout < 0:
        raise ValueError("timeout must be >= 0")
    by_user = {}
    for user, ts in events:
        by_user.setdefault(user, []).append(ts)
    sessions = []
    for user, stamps in by_user.items():
        stamps = sorted(stamps)
        start = prev = stamps[0]
        count = 1
        for ts in stamps[1:]:
            if ts - prev >= timeout:
                sessions.append((user, start, prev, count))
                start = ts
                count = 0
            count += 1
            prev = ts
        sessions.append((user, start, prev, count))
    sessions.sort(key=lambda s: (s[1], s[0]))
    return sessions
