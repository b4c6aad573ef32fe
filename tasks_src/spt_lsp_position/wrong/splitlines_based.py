def to_lsp_position(text, offset):
    if offset < 0 or offset > len(text):
        raise ValueError("offset out of range")
    if 0 < offset < len(text) and text[offset - 1] == "\r" and text[offset] == "\n":
        raise ValueError("inside CRLF")
    lines = text[:offset].splitlines(keepends=True)
    if not lines:
        return (0, 0)
    last = lines[-1]
    if last.endswith(("\r", "\n")):
        return (len(lines), 0)
    return (len(lines) - 1, len(last.encode("utf-16-le")) // 2)
