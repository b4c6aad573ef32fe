"""Truncate text to a UTF-8 byte budget without splitting characters or marks."""
import unicodedata
from bisect import bisect_right
from itertools import accumulate


def truncate_utf8(text, max_bytes, ellipsis="\u2026"):
    # also rejects a negative max_bytes, since no ellipsis is smaller than 0 bytes
    if len(ellipsis.encode("utf-8")) > max_bytes:
        raise ValueError
    if len(text.encode("utf-8")) <= max_bytes:
        return text
    budget = max_bytes - len(ellipsis.encode("utf-8"))
    # prefix_sizes[i] is the UTF-8 size of text[:i + 1]
    prefix_sizes = list(accumulate(len(ch.encode("utf-8")) for ch in text))
    end = bisect_right(prefix_sizes, budget)
    # text is larger than the budget, so text[end] exists
    while end > 0 and unicodedata.combining(text[end]):
        end -= 1
    return text[:end] + ellipsis
