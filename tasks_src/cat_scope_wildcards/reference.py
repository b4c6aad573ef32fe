import re

_SEGMENT = re.compile(r"[a-z0-9_-]+")


def _parse(scope, allow_wildcard):
    segments = scope.split(":")
    for segment in segments:
        if not (_SEGMENT.fullmatch(segment) or (allow_wildcard and segment == "*")):
            raise ValueError
    return segments


def _matches(pattern, segments):
    return len(pattern) == len(segments) and all(
        p in ("*", s) for p, s in zip(pattern, segments))


def missing_scopes(granted: str, required: list[str]) -> list[str]:
    allow, deny = [], []
    for token in granted.split(" "):
        if token.startswith("!"):
            deny.append(_parse(token[1:], True))
        elif token:
            allow.append(_parse(token, True))
    missing = []
    for scope in required:
        segments = _parse(scope, False)
        permitted = any(_matches(p, segments) for p in allow)
        denied = any(_matches(p, segments) for p in deny)
        if (denied or not permitted) and scope not in missing:
            missing.append(scope)
    return missing
