import unicodedata


def truncate_utf8(text, max_bytes, ellipsis="\u2026"):
    if max_bytes < 0 or len(ellipsis) > max_bytes:
        raise ValueError("budget too small")
    if len(text.encode("utf-8")) <= max_bytes:
        return text
    budget = max_bytes - len(ellipsis)
    end = used = 0
    for ch in text:
        used += len(ch.encode("utf-8"))
        if used > budget:
            break
        end += 1
    while end > 0 and unicodedata.combining(text[end]):
        end -= 1
    return text[:end] + ellipsis
