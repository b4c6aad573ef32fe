import re


def response_body_framing(request_method, status, headers):
    if not 100 <= status <= 599:
        raise ValueError
    if request_method == "HEAD" or status in (204, 304):
        return 0
    if request_method == "CONNECT" and status < 300:
        return "tunnel"
    te = ",".join(value for name, value in headers if name.lower() == "transfer-encoding")
    if te.strip(" \t,"):
        codings = [c.strip(" \t").lower() for c in te.split(",")]
        return "chunked" if "chunked" in codings else "close"
    lengths = [
        v.strip(" \t") for name, value in headers if name.lower() == "content-length" for v in value.split(",")
    ]
    if not lengths:
        return "close"
    if not all(re.fullmatch("[0-9]+", v) for v in lengths) or len({int(v) for v in lengths}) != 1:
        raise ValueError
    return int(lengths[0])
