def conditional_status(method, if_none_match, etag):
    if etag is not None and not etag.strip().endswith('"'):
        raise ValueError("bad etag")
    if if_none_match is None:
        return 200
    header = if_none_match.strip()
    if header == "*":
        matched = etag is not None
    else:
        current = None if etag is None else etag.removeprefix("W/").strip('"')
        tags = []
        for part in header.split(","):
            part = part.strip()
            if not part:
                continue
            tags.append(part.removeprefix("W/").strip('"'))
        if not tags:
            raise ValueError("empty header")
        matched = current in tags
    if not matched:
        return 200
    return 304 if method in ("GET", "HEAD") else 412
