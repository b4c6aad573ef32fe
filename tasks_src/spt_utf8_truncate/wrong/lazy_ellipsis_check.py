import unicodedata


def truncate_utf8(text, max_bytes, ellipsis="\u2026"):
    if max_bytes < 0:
        raise ValueError("negative budget")
    if len(text.encode("utf-8")) <= max_bytes:
        return text
    budget = max_bytes - len(ellipsis.encode("utf-8"))
    if budget < 0:
        raise ValueError("ellipsis does not fit")
    end = used = 0
    for ch in text:
        used += len(ch.encode("utf-8"))
        if used > budget:
            break
        end += 1
    while end > 0 and unicodedata.combining(text[end]):
        end -= 1
    return text[:end] + ellipsis
