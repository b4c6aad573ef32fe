# blind: R4 - segments are encoded with quote_plus, so a space becomes '+' and '+' becomes %2B
# differs on: build_path(['a b+c']) -> expected '/a%20b+c'
from urllib.parse import quote_plus

_SAFE = "!$&'()*+,;=:@"


def _encode(seg):
    if seg == ".":
        return "%2E"
    if seg == "..":
        return "%2E%2E"
    return quote_plus(seg, safe=_SAFE.replace("+", ""), encoding="utf-8", errors="strict")


def build_path(segments: list) -> str:
    if len(segments) >= 2 and segments[0] == "":
        raise ValueError("first segment must not be empty")
    return "/" + "/".join(_encode(s) for s in segments)
