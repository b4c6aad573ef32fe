# blind: R2 - CSI parameters are limited to digits and ';', so private/extended parameters (?, <, :, =) are rejected
# differs on: strip_ansi('\x1b[?25lc') -> expected 'c'

ESC = "\x1b"
BEL = "\x07"


def _in(ch, lo, hi):
    return lo <= ord(ch) <= hi


def strip_ansi(text: str) -> str:
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c != ESC:
            out.append(c)
            i += 1
            continue
        if i + 1 >= n:
            raise ValueError("ESC at end of text")
        nxt = text[i + 1]
        if nxt == "[":
            j = i + 2
            while j < n and (text[j].isdigit() or text[j] == ";"):
                j += 1
            while j < n and _in(text[j], 0x20, 0x2F):
                j += 1
            if j < n and _in(text[j], 0x40, 0x7E):
                i = j + 1
                continue
            raise ValueError("incomplete CSI sequence")
        if nxt == "]":
            j = i + 2
            while True:
                if j >= n:
                    raise ValueError("unterminated OSC sequence")
                ch = text[j]
                if ch == BEL:
                    i = j + 1
                    break
                if ch == ESC:
                    if j + 1 < n and text[j + 1] == "\\":
                        i = j + 2
                        break
                    raise ValueError("ESC inside OSC sequence")
                j += 1
            continue
        j = i + 1
        while j < n and _in(text[j], 0x20, 0x2F):
            j += 1
        if j < n and _in(text[j], 0x30, 0x7E) and text[j] not in "[]":
            i = j + 1
            continue
        raise ValueError("invalid escape sequence")
    return "".join(out)
