# blind: R6 - every dot is percent-encoded, not only in the segments '.' and '..'
# differs on: build_path(['.env', 'a.']) -> expected '/.env/a.'
from urllib.parse import quote

_SAFE = "!$&'()*+,;=:@"


def _encode(seg):
    if seg == ".":
        return "%2E"
    if seg == "..":
        return "%2E%2E"
    return quote(seg, safe=_SAFE, encoding="utf-8", errors="strict").replace(".", "%2E")


def build_path(segments: list) -> str:
    if len(segments) >= 2 and segments[0] == "":
        raise ValueError("first segment must not be empty")
    return "/" + "/".join(_encode(s) for s in segments)
