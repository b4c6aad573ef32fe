import fnmatch
import re

_SEGMENT = re.compile(r"[a-z0-9_-]+")


def _check(scope, allow_wildcard):
    for segment in scope.split(":"):
        if not (_SEGMENT.fullmatch(segment) or (allow_wildcard and segment == "*")):
            raise ValueError("malformed scope")


def missing_scopes(granted, required):
    allow, deny = [], []
    for token in granted.split():
        if token.startswith("!"):
            _check(token[1:], True)
            deny.append(token[1:])
        else:
            _check(token, True)
            allow.append(token)
    missing = []
    for scope in required:
        _check(scope, False)
        permitted = any(fnmatch.fnmatchcase(scope, p) for p in allow)
        denied = any(fnmatch.fnmatchcase(scope, p) for p in deny)
        if (denied or not permitted) and scope not in missing:
            missing.append(scope)
    return missing
