# blind: R4 - counts code points instead of UTF-16 code units, so an emoji counts 1
# differs on: to_lsp_position('\U0001F600x', 2) -> (0, 2) instead of (0, 3)
from typing import Tuple


def to_lsp_position(text: str, offset: int) -> Tuple[int, int]:
    if offset < 0 or offset > len(text):
        raise ValueError("offset out of range")
    if 0 < offset < len(text) and text[offset - 1] == "\r" and text[offset] == "\n":
        raise ValueError("offset falls inside a CRLF pair")
    line = 0
    line_start = 0
    i = 0
    n = len(text)
    while i < offset:
        ch = text[i]
        if ch == "\r":
            if i + 1 < n and text[i + 1] == "\n":
                i += 2
            else:
                i += 1
            line += 1
            line_start = i
            continue
        if ch == "\n":
            i += 1
            line += 1
            line_start = i
            continue
        i += 1
    character = offset - line_start
    return (line, character)
