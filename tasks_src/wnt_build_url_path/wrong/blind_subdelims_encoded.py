# blind: R2 - sub-delimiters, ':' and '@' are percent-encoded (safe='')
# differs on: build_path(["a&b=c:d@e"]) -> expected '/a&b=c:d@e'
from urllib.parse import quote

_SAFE = ""


def _encode(seg):
    if seg == ".":
        return "%2E"
    if seg == "..":
        return "%2E%2E"
    return quote(seg, safe=_SAFE, encoding="utf-8", errors="strict")


def build_path(segments: list) -> str:
    if len(segments) >= 2 and segments[0] == "":
        raise ValueError("first segment must not be empty")
    return "/" + "/".join(_encode(s) for s in segments)
