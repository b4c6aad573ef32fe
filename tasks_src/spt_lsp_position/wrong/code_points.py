import re


def to_lsp_position(text, offset):
    if offset < 0 or offset > len(text):
        raise ValueError("offset out of range")
    if text[offset - 1:offset + 1] == "\r\n":
        raise ValueError("inside CRLF")
    line, start = 0, 0
    for match in re.finditer(r"\r\n|\r|\n", text[:offset]):
        line, start = line + 1, match.end()
    return (line, offset - start)
