"""Map a Python string index to an LSP (line, UTF-16 character) position."""
import re

LINE_BREAK = re.compile(r"\r\n|\r|\n")


def to_lsp_position(text, offset):
    if not 0 <= offset <= len(text):
        raise ValueError
    if text[offset - 1:offset + 1] == "\r\n":
        raise ValueError
    line, line_start = 0, 0
    for match in LINE_BREAK.finditer(text, 0, offset):
        line, line_start = line + 1, match.end()
    prefix = text[line_start:offset]
    return line, len(prefix) + sum(1 for ch in prefix if ord(ch) > 0xFFFF)
