import re

_ELEM = r'(?:W/)?"[\x21\x23-\x7e]*"'
_LIST = re.compile(rf"[ \t,]*{_ELEM}(?:[ \t]*,[ \t,]*{_ELEM})*[ \t,]*")


def conditional_status(method, if_none_match, etag):
    if etag is not None and not re.fullmatch(_ELEM, etag):
        raise ValueError("bad etag")
    if if_none_match is None:
        return 200
    header = if_none_match.strip(" \t")
    if header == "*":
        matched = etag is not None
    elif _LIST.fullmatch(header):
        matched = etag in re.findall(_ELEM, header)
    else:
        raise ValueError("malformed header")
    if not matched:
        return 200
    return 304 if method in ("GET", "HEAD") else 412
