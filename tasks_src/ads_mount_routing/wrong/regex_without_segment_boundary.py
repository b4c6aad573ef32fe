import re


def resolve_mount(mounts, path):
    normalized = "/" + "/".join(s for s in path.split("/") if s)
    seen = set()
    best, best_key = None, None
    for pattern, handler in mounts.items():
        if not pattern.startswith("/"):
            raise ValueError("pattern must start with /")
        segments = tuple(s for s in pattern.split("/") if s)
        if segments in seen:
            raise ValueError("duplicate pattern")
        seen.add(segments)
        regex = "^/" + "/".join("[^/]+" if s == "*" else re.escape(s) for s in segments)
        if re.match(regex, normalized):
            key = (len(segments), [s != "*" for s in segments])
            if best_key is None or key > best_key:
                best, best_key = handler, key
    return best
