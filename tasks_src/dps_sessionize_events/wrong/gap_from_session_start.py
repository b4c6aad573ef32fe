def sessionize(events, timeout):
    if timeout < 0:
        raise ValueError("negative timeout")
    by_user = {}
    for user, timestamp in events:
        by_user.setdefault(user, []).append(timestamp)
    sessions = []
    for user, stamps in by_user.items():
        stamps.sort()
        start = last = stamps[0]
        count = 0
        for timestamp in stamps:
            if timestamp - start > timeout:
                sessions.append((user, start, last, count))
                start, count = timestamp, 0
            last = timestamp
            count += 1
        sessions.append((user, start, last, count))
    sessions.sort(key=lambda s: (s[1], s[0]))
    return sessions
