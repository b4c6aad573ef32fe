import unicodedata


def truncate_utf8(text, max_bytes, ellipsis="\u2026"):
    size = len(ellipsis.encode("utf-8"))
    if max_bytes < 0 or size > max_bytes:
        raise ValueError("budget too small")
    if len(text.encode("utf-8")) < max_bytes:
        return text
    end = used = 0
    for ch in text:
        used += len(ch.encode("utf-8"))
        if used + size > max_bytes:
            break
        end += 1
    while 0 < end < len(text) and unicodedata.combining(text[end]):
        end -= 1
    return text[:end] + ellipsis
