# blind: R7 - sorts sessions by user then start instead of by start then user
# differs on: sessionize([('b',0),('a',100)], 10) -> [('b',0,0,1),('a',100,100,1)] expected
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
            if ts - prev > timeout:
                sessions.append((user, start, prev, count))
                start = ts
                count = 0
            count += 1
            prev = ts
        sessions.append((user, start, prev, count))
    sessions.sort(key=lambda s: (s[0], s[1]))
    return sessions
