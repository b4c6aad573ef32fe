import re


def response_body_framing(request_method, status, headers):
    if not 100 <= status <= 599:
        raise ValueError
    if request_method == "HEAD" or status < 200 or status in (204, 304):
        return 0
    if request_method == "CONNECT" and 200 <= status < 300:
        return "tunnel"
    lengths, codings = [], []
    for name, value in headers:
        items = [v.strip(" \t") for v in value.split(",")]
        if name.lower() == "content-length":
            lengths += items
        elif name.lower() == "transfer-encoding":
            codings += [c.lower() for c in items if c]
    if lengths:
        if not all(re.fullmatch("[0-9]+", v) for v in lengths) or len({int(v) for v in lengths}) != 1:
            raise ValueError
        return int(lengths[0])
    if any(name.lower() == "transfer-encoding" for name, _ in headers):
        if not codings:
            raise ValueError
        return "chunked" if codings[-1] == "chunked" else "close"
    return "close"
