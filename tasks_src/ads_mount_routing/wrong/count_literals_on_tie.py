def resolve_mount(mounts, path):
    parts = [s for s in path.split("/") if s]
    seen = set()
    best, best_key = None, None
    for pattern, handler in mounts.items():
        if not pattern.startswith("/"):
            raise ValueError("pattern must start with /")
        segments = tuple(s for s in pattern.split("/") if s)
        if segments in seen:
            raise ValueError("duplicate pattern")
        seen.add(segments)
        if len(segments) <= len(parts) and all(s == "*" or s == p for s, p in zip(segments, parts)):
            key = (len(segments), sum(s != "*" for s in segments))
            if best_key is None or key > best_key:
                best, best_key = handler, key
    return best
