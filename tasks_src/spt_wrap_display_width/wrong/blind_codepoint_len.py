# blind: R2 - widths are measured with len(), so wide CJK characters count as 1 column
# differs on: wrap_columns('日本語 テキスト です', 8) -> expected ['日本語', 'テキスト', 'です']
import unicodedata


def _cw(ch):
    if unicodedata.combining(ch):
        return 0
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 2
    return 1


def _w(s):
    return len(s)


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
            c = 1
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
