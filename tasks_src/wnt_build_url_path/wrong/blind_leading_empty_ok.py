# blind: R10 - an empty first segment is accepted, producing a path starting with //
# differs on: build_path(['', 'a']) -> expected ValueError
from urllib.parse import quote

_SAFE = "!$&'()*+,;=:@"


def _encode(seg):
    if seg == ".":
        return "%2E"
    if seg == "..":
        return "%2E%2E"
    return quote(seg, safe=_SAFE, encoding="utf-8", errors="strict")


def build_path(segments: list) -> str:
    return "/" + "/".join(_encode(s) for s in segments)
