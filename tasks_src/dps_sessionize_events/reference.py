"""Sessionisation of a click-stream by per-user idle timeout."""


def sessionize(events, timeout):
    if timeout < 0:
        raise ValueError(f"timeout must not be negative, got {timeout}")
    by_user = {}
    for user, timestamp in events:
        by_user.setdefault(user, []).append(timestamp)
    sessions = []
    for user, stamps in by_user.items():
        stamps.sort()
        start = previous = stamps[0]
        count = 0
        for timestamp in stamps:
            if timestamp - previous > timeout:
                sessions.append((user, start, previous, count))
                start, count = timestamp, 0
            previous = timestamp
            count += 1
        sessions.append((user, start, previous, count))
    sessions.sort(key=lambda session: (session[1], session[0]))
    return sessions
