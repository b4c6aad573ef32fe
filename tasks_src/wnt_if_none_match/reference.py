"""Evaluate an If-None-Match precondition (RFC 9110 section 13.1.2)."""
import re

_ELEM = r'(?:W/)?"[\x21\x23-\x7e]*"'
_LIST = re.compile(rf"[ \t,]*{_ELEM}(?:[ \t]*,[ \t,]*{_ELEM})*[ \t,]*")
_TAG = re.compile(r'(?:W/)?"([\x21\x23-\x7e]*)"')


def conditional_status(method, if_none_match, etag):
    current = None
    if etag is not None:
        match = _TAG.fullmatch(etag)
        if match is None:
            raise ValueError
        current = match.group(1)
    if if_none_match is None:
        return 200
    header = if_none_match.strip(" \t")
    if header == "*":
        matched = current is not None
    elif _LIST.fullmatch(header):
        matched = current in _TAG.findall(header)
    else:
        raise ValueError
    if not matched:
        return 200
    return 304 if method in ("GET", "HEAD") else 412
