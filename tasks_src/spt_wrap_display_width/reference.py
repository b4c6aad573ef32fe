"""Greedy word wrapping measured in terminal columns."""
import unicodedata


def _char_width(ch):
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def _pieces(word, width):
    """Split a word into chunks no wider than ``width`` columns."""
    pieces, current, used = [], "", 0
    for ch in word:
        w = _char_width(ch)
        if used + w > width:
            pieces.append(current)
            current, used = "", 0
        current += ch
        used += w
    pieces.append(current)
    return pieces


def _width(text):
    return sum(map(_char_width, text))


def wrap_columns(text, width):
    if width < 2:
        raise ValueError(f"width must be at least 2, got {width}")
    lines = []
    for word in text.split():
        for piece in _pieces(word, width):
            if lines and _width(lines[-1]) + 1 + _width(piece) <= width:
                lines[-1] += " " + piece
            else:
                lines.append(piece)
    return lines
