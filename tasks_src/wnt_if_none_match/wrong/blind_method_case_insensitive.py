# blind: R2 - the method is compared case-insensitively, so 'get' gets 304
# differs on: conditional_status('get', '"a"', '"a"') -> expected 412
import re

_ETAG = re.compile(r'(W/)?"([\x21\x23-\x7e]*)"')
_WS = " \t"


def _parse_header(value):
    s = value.strip(_WS)
    if s == "*":
        return None
    tags = []
    i = 0
    n = len(s)
    expect_sep = False
    while i < n:
        c = s[i]
        if c in _WS:
            i += 1
            continue
        if c == ",":
            expect_sep = False
            i += 1
            continue
        if expect_sep:
            raise ValueError("entity-tags must be separated by commas")
        m = _ETAG.match(s, i)
        if m is None:
            raise ValueError("invalid entity-tag in header")
        tags.append(m.group(2))
        i = m.end()
        expect_sep = True
    if not tags:
        raise ValueError("header holds no entity-tag")
    return tags


def conditional_status(method: str, if_none_match, etag) -> int:
    opaque = None
    if etag is not None:
        m = _ETAG.fullmatch(etag)
        if m is None:
            raise ValueError("invalid etag")
        opaque = m.group(2)
    if if_none_match is None:
        return 200
    tags = _parse_header(if_none_match)
    if tags is None:
        condition = etag is None
    else:
        condition = not (opaque is not None and opaque in tags)
    if condition:
        return 200
    return 304 if method.upper() in ("GET", "HEAD") else 412
