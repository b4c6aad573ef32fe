def response_body_framing(request_method, status, headers):
    if not 100 <= status <= 599:
        raise ValueError
    if request_method == "HEAD" or status < 200 or status in (204, 304):
        return 0
    if request_method == "CONNECT" and status < 300:
        return "tunnel"
    codings = []
    seen_te = False
    for name, value in headers:
        if name.lower() == "transfer-encoding":
            seen_te = True
            codings += [c.strip().lower() for c in value.split(",") if c.strip()]
    if seen_te:
        if not codings:
            raise ValueError
        return "chunked" if codings[-1] == "chunked" else "close"
    for name, value in headers:
        if name.lower() == "content-length":
            number = int(value.split(",")[0])
            if number < 0:
                raise ValueError
            return number
    return "close"
