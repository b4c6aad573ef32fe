def resolve_mount(mounts, path):
    parts = [s for s in path.split("/") if s]
    seen = set()
    matches = []
    for pattern, handler in mounts.items():
        if not pattern.startswith("/"):
            raise ValueError("pattern must start with /")
        segments = tuple(s for s in pattern.split("/") if s)
        if segments in seen:
            raise ValueError("duplicate pattern")
        seen.add(segments)
        if len(segments) <= len(parts) and all(s == "*" or s == p for s, p in zip(segments, parts)):
            literals = sum(s != "*" for s in segments)
            matches.append((literals, len(segments), [s != "*" for s in segments], handler))
    return max(matches)[-1] if matches else None
