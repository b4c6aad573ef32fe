import unicodedata


def _w(ch):
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def wrap_columns(text, width):
    if width < 2:
        raise ValueError("width too small")
    lines, line, used = [], "", 0
    for word in text.split():
        pieces, cur, cu = [], "", 0
        for ch in word:
            if cu + _w(ch) > width:
                pieces.append(cur)
                cur, cu = "", 0
            cur += ch
            cu += _w(ch)
        pieces.append(cur)
        for piece in pieces:
            w = sum(_w(c) for c in piece)
            if line and used + 1 + w < width:
                line, used = line + " " + piece, used + 1 + w
            else:
                if line:
                    lines.append(line)
                line, used = piece, w
    if line:
        lines.append(line)
    return lines
