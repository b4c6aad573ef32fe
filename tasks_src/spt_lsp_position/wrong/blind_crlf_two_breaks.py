# blind: R1 - counts '\r\n' as two line breaks
# differs on: to_lsp_position('a\r\nb', 4) -> (2, 1) instead of (1, 1)
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
    character = sum(2 if ord(c) > 0xFFFF else 1 for c in text[line_start:offset])
    return (line, character)
