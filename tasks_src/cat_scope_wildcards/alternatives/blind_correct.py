# blind: correct
import re

_SEG_RE = re.compile(r"[a-z0-9_\-]+")


def _parse(text, allow_star):
    if not isinstance(text, str) or text == "":
        raise ValueError("empty scope")
    segs = text.split(":")
    for seg in segs:
        if allow_star and seg == "*":
            continue
        if _SEG_RE.fullmatch(seg) is None:
            raise ValueError("malformed scope: %r" % (text,))
    return segs


def _matches(pattern, scope):
    if len(pattern) != len(scope):
        return False
    return all(p == "*" or p == s for p, s in zip(pattern, scope))


def missing_scopes(granted: str, required: list) -> list:
    allows = []
    denies = []
    for rule in granted.split(" "):
        if rule == "":
            continue
        if rule.startswith("!"):
            denies.append(_parse(rule[1:], True))
        else:
            allows.append(_parse(rule, True))
    parsed = [(scope, _parse(scope, False)) for scope in required]
    result = []
    seen = set()
    for scope, segs in parsed:
        covered = any(_matches(p, segs) for p in allows) and not any(_matches(p, segs) for p in denies)
        if not covered and scope not in seen:
            seen.add(scope)
            result.append(scope)
    return result
