# blind: R5 - evaluates rules in order and lets the last matching rule decide, so an allow after a deny re-grants
# differs on: missing_scopes('!repo:write repo:*', ['repo:write']) returns [] instead of ['repo:write']
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
    rules = []
    for rule in granted.split(" "):
        if rule == "":
            continue
        if rule.startswith("!"):
            rules.append((False, _parse(rule[1:], True)))
        else:
            rules.append((True, _parse(rule, True)))
    parsed = [(scope, _parse(scope, False)) for scope in required]
    result = []
    seen = set()
    for scope, segs in parsed:
        covered = False
        for allow, p in rules:
            if _matches(p, segs):
                covered = allow
        if not covered and scope not in seen:
            seen.add(scope)
            result.append(scope)
    return result
