def sessionize(events, timeout):
    if timeout < 0:
        raise ValueError("negative timeout")
    sessions = []
    for user in sorted({user for user, _ in events}):
        stamps = sorted(t for u, t in events if u == user)
        start = previous = stamps[0]
        count = 0
        for timestamp in stamps:
            if timestamp - previous > timeout:
                sessions.append((user, start, previous, count))
                start, count = timestamp, 0
            previous = timestamp
            count += 1
        sessions.append((user, start, previous, count))
    return sessions
