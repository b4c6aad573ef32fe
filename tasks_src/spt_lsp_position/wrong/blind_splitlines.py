# blind: R2 - finds lines with str.splitlines(), which also breaks at U+2028, U+0085, form feed and vertical tab
# differs on: to_lsp_position('a\u2028b', 3) -> (1, 1) instead of (0, 3)
from typing import Tuple


def to_lsp_position(text: str, offset: int) -> Tuple[int, int]:
    if offset < 0 or offset > len(text):
        raise ValueError("offset out of range")
    if 0 < offset < len(text) and text[offset - 1] == "\r" and text[offset] == "\n":
        raise ValueError("offset falls inside a CRLF pair")
    line = 0
    line_start = 0
    for piece in text[:offset].splitlines(keepends=True):
        if piece.splitlines() != [piece]:
            line += 1
            line_start += len(piece)
    character = sum(2 if ord(c) > 0xFFFF else 1 for c in text[line_start:offset])
    return (line, character)
