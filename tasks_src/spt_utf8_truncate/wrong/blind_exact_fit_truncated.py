# blind: R3 - text is returned unchanged only when strictly shorter than max_bytes
# differs on: truncate_utf8('hello', 5) -> expected 'hello'
import unicodedata


def truncate_utf8(text: str, max_bytes: int, ellipsis: str = "\u2026") -> str:
    if max_bytes < 0:
        raise ValueError("max_bytes must not be negative")
    ell_size = len(ellipsis.encode("utf-8"))
    if ell_size > max_bytes:
        raise ValueError("ellipsis does not fit in max_bytes")
    if len(text.encode("utf-8")) < max_bytes:
        return text
    budget = max_bytes - ell_size
    used = 0
    k = 0
    for ch in text:
        size = len(ch.encode("utf-8"))
        if used + size > budget:
            break
        used += size
        k += 1
    while k > 0 and k < len(text) and unicodedata.combining(text[k]):
        k -= 1
    return text[:k] + ellipsis
