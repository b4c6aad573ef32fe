"""Determine how an HTTP/1.1 response body is delimited (RFC 9112 section 6.3)."""
import re


def _elements(headers, field):
    return [
        item.strip(" \t")
        for name, value in headers
        if name.lower() == field
        for item in value.split(",")
    ]


def response_body_framing(request_method, status, headers):
    if not 100 <= status <= 599:
        raise ValueError
    if request_method == "HEAD" or status < 200 or status in (204, 304):
        return 0
    if request_method == "CONNECT" and status < 300:
        return "tunnel"
    if any(name.lower() == "transfer-encoding" for name, _ in headers):
        codings = [c.lower() for c in _elements(headers, "transfer-encoding") if c]
        if not codings:
            raise ValueError
        return "chunked" if codings[-1] == "chunked" else "close"
    lengths = _elements(headers, "content-length")
    if not lengths:
        return "close"
    if not all(re.fullmatch("[0-9]+", item) for item in lengths):
        raise ValueError
    values = {int(item) for item in lengths}
    if len(values) != 1:
        raise ValueError
    return values.pop()
