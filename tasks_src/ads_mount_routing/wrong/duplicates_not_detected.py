def resolve_mount(mounts, path):
    parts = [s for s in path.split("/") if s]
    matches = []
    for pattern, handler in mounts.items():
        if not pattern.startswith("/"):
            raise ValueError("pattern must start with /")
        segments = [s for s in pattern.split("/") if s]
        if len(segments) <= len(parts) and all(s == "*" or s == p for s, p in zip(segments, parts)):
            matches.append((len(segments), [s != "*" for s in segments], handler))
    return max(matches)[2] if matches else None
