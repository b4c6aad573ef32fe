# blind: correct
import re

_DIGITS = re.compile(r"[0-9]+")


def _elements(headers, name):
    out = []
    found = False
    for n, v in headers:
        if n.lower() == name:
            found = True
            for el in v.split(","):
                out.append(el.strip(" \t"))
    return found, out


def response_body_framing(request_method, status, headers):
    if not (100 <= status <= 599):
        raise ValueError("status out of range")
    if request_method == "HEAD" or 100 <= status <= 199 or status in (204, 304):
        return 0
    if request_method == "CONNECT" and 200 <= status <= 299:
        return "tunnel"
    has_te, te = _elements(headers, "transfer-encoding")
    if has_te:
        codings = [c.lower() for c in te if c != ""]
        if not codings:
            raise ValueError("empty Transfer-Encoding")
        if codings[-1] == "chunked":
            return "chunked"
        return "close"
    has_cl, cl = _elements(headers, "content-length")
    if has_cl:
        if not cl:
            raise ValueError("empty Content-Length")
        values = set()
        for el in cl:
            if not _DIGITS.fullmatch(el):
                raise ValueError("invalid Content-Length")
            values.add(int(el))
        if len(values) != 1:
            raise ValueError("conflicting Content-Length")
        return values.pop()
    return "close"
