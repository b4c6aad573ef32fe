import re

_SEGMENT = re.compile(r"[a-z0-9_-]+")


def _parse(scope, allow_wildcard):
    segments = scope.split(":")
    for segment in segments:
        if not (_SEGMENT.fullmatch(segment) or (allow_wildcard and segment == "*")):
            raise ValueError("malformed scope")
    return segments


def _matches(pattern, segments):
    return len(pattern) == len(segments) and all(
        p in ("*", s) for p, s in zip(pattern, segments))


def missing_scopes(granted, required):
    allow, deny = [], []
    for token in granted.split(" "):
        if token.startswith("!"):
            deny.append(_parse(token[1:], True))
        elif token:
            allow.append(_parse(token, True))
    return [scope for scope in required
            if not any(_matches(p, _parse(scope, False)) for p in allow)
            or any(_matches(p, _parse(scope, False)) for p in deny)]
