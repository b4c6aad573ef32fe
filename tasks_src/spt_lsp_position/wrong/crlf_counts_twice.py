def to_lsp_position(text, offset):
    if offset < 0 or offset > len(text):
        raise ValueError("offset out of range")
    line, start = 0, 0
    for i, ch in enumerate(text[:offset]):
        if ch in "\r\n":
            line, start = line + 1, i + 1
    prefix = text[start:offset]
    return (line, len(prefix.encode("utf-16-le")) // 2)
