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
    rules = []
    for token in granted.split(" "):
        if token.startswith("!"):
            rules.append((False, _parse(token[1:], True)))
        elif token:
            rules.append((True, _parse(token, True)))
    missing = []
    for scope in required:
        segments = _parse(scope, False)
        allowed = False
        for effect, pattern in rules:
            if _matches(pattern, segments):
                allowed = effect
        if not allowed and scope not in missing:
            missing.append(scope)
    return missing
