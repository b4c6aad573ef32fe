def sessionize(events, timeout):
    if timeout < 0:
        raise ValueError("negative timeout")
    open_sessions = {}
    sessions = []
    last_seen = None
    for user, timestamp in sorted(events, key=lambda e: e[1]):
        if user in open_sessions and last_seen is not None and timestamp - last_seen > timeout:
            sessions.append(open_sessions.pop(user))
        if user in open_sessions:
            name, start, _, count = open_sessions[user]
            open_sessions[user] = (name, start, timestamp, count + 1)
        else:
            open_sessions[user] = (user, timestamp, timestamp, 1)
        last_seen = timestamp
    sessions.extend(open_sessions.values())
    sessions.sort(key=lambda s: (s[1], s[0]))
    return sessions
