# blind: R6 - a new piece starts as soon as the piece is full, so a following combining character begins the next piece
# differs on: wrap_columns('abcde\u0301fg', 5) -> expected ['abcde\u0301', 'fg']
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
    for word in text.split():
        if _w(word) <= width:
            tokens.append(word)
            continue
        piece = ""
        pw = 0
        for ch in word:
            c = _cw(ch)
            if pw + c > width or (pw == width and piece):
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
