# blind: R4 - newlines are kept as hard line breaks instead of ordinary separators
# differs on: wrap_columns('line1\nline2', 20) -> expected ['line1 line2']
import unicodedata


def _cw(ch):
    if unicodedata.combining(ch):
        return 0
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 2
    return 1


def _w(s):
    return sum(_cw(ch) for ch in s)


def wrap_columns(text: str, width: int) -> list[str]:
    if width < 2:
        raise ValueError("width must be at least 2")
    tokens = []
    import re
    for word in re.findall(r"\S+|\n", text):
        if word == "\n":
            tokens.append(word)
            continue
        if _w(word) <= width:
            tokens.append(word)
            continue
        piece = ""
        pw = 0
        for ch in word:
            c = _cw(ch)
            if pw + c > width:
                tokens.append(piece)
                piece = ""
                pw = 0
            piece += ch
            pw += c
        if piece:
            tokens.append(piece)
    lines = []
    cur = None
    cw = 0
    for tok in tokens:
        if tok == "\n":
            if cur is not None:
                lines.append(cur)
            cur = None
            cw = 0
            continue
        tw = _w(tok)
        if cur is not None and cw + 1 + tw <= width:
            cur += " " + tok
            cw += 1 + tw
        else:
            if cur is not None:
                lines.append(cur)
            cur = tok
            cw = tw
    if cur is not None:
        lines.append(cur)
    return lines
