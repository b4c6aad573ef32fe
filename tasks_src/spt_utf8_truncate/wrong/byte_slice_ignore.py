def truncate_utf8(text, max_bytes, ellipsis="\u2026"):
    tail = ellipsis.encode("utf-8")
    if max_bytes < 0 or len(tail) > max_bytes:
        raise ValueError("budget too small")
    data = text.encode("utf-8")
    if len(data) <= max_bytes:
        return text
    return data[: max_bytes - len(tail)].decode("utf-8", "ignore") + ellipsis
