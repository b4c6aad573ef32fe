def to_lsp_position(text, offset):
    if not 0 <= offset <= len(text):
        raise ValueError("offset out of range")
    if text[offset - 1:offset + 1] == "\r\n":
        raise ValueError("inside CRLF")
    before = text[:offset]
    line = before.count("\n")
    prefix = before[before.rfind("\n") + 1:]
    if prefix.endswith("\r"):
        prefix = prefix[:-1]
    return (line, len(prefix.encode("utf-16-le")) // 2)
