"""Longest-prefix mount matching on path segments, literals beating wildcards."""


def _segments(text):
    return tuple(segment for segment in text.split("/") if segment)


def resolve_mount(mounts, path):
    parts = _segments(path)
    seen = set()
    matches = []
    for pattern, handler in mounts.items():
        if not pattern.startswith("/"):
            raise ValueError
        segments = _segments(pattern)
        if segments in seen:
            raise ValueError
        seen.add(segments)
        if len(segments) <= len(parts) and all(s in ("*", p) for s, p in zip(segments, parts)):
            # Longer wins; then True (literal) beats False ("*") at the first difference.
            matches.append((len(segments), [s != "*" for s in segments], handler))
    return max(matches)[2] if matches else None
