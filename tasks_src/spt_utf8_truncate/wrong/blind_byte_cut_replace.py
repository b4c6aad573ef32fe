# blind: R5 - the prefix is cut on raw bytes and decoded with errors='replace', leaving a U+FFFD for a split character
# differs on: truncate_utf8('日本語テキスト', 10) -> expected '日本…'
import unicodedata


def truncate_utf8(text: str, max_bytes: int, ellipsis: str = "\u2026") -> str:
    if max_bytes < 0:
        raise ValueError("max_bytes must not be negative")
    ell_size = len(ellipsis.encode("utf-8"))
    if ell_size > max_bytes:
        raise ValueError("ellipsis does not fit in max_bytes")
    if len(text.encode("utf-8")) <= max_bytes:
        return text
    budget = max_bytes - ell_size
    prefix = text.encode("utf-8")[:budget].decode("utf-8", "replace")
    k = len(prefix)
    while k > 0 and k < len(text) and unicodedata.combining(text[k]):
        k -= 1
        prefix = prefix[:k]
    return prefix + ellipsis
