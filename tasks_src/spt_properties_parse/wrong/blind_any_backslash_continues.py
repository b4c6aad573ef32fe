# blind: R7 - any trailing backslash continues the line, even an escaped (even) one
# differs on: 'path=c:\\\\\nnext=1\n' (two backslashes) -> expected {'path': 'c:\\', 'next': '1'}
import re

_WS = " \t\f"
_HEX = set("0123456789abcdefABCDEF")


def _lstrip_ws(s):
    i = 0
    while i < len(s) and s[i] in _WS:
        i += 1
    return s[i:]


def _trailing_backslashes(s):
    n = 0
    i = len(s) - 1
    while i >= 0 and s[i] == "\\":
        n += 1
        i -= 1
    return n


def _decode(s):
    out = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        if i + 1 >= n:
            # a lone trailing backslash cannot normally remain; drop it
            i += 1
            continue
        e = s[i + 1]
        if e == "t":
            out.append("\t")
        elif e == "n":
            out.append("\n")
        elif e == "r":
            out.append("\r")
        elif e == "f":
            out.append("\f")
        elif e == "u":
            digits = s[i + 2:i + 6]
            if len(digits) != 4 or not all(ch in _HEX for ch in digits):
                raise ValueError("malformed \\u escape")
            out.append(chr(int(digits, 16)))
            i += 6
            continue
        else:
            out.append(e)
        i += 2
    return "".join(out)


def _logical_lines(text):
    lines = re.split(r"\r\n|\r|\n", text)
    i = 0
    while i < len(lines):
        line = _lstrip_ws(lines[i])
        i += 1
        if line == "" or line[0] in "#!":
            continue
        while _trailing_backslashes(line) >= 1:
            line = line[:-1]
            if i >= len(lines):
                break
            nxt = _lstrip_ws(lines[i])
            i += 1
            if nxt == "":
                break
            line += nxt
        yield line


def parse_properties(text: str) -> dict[str, str]:
    result = {}
    for line in _logical_lines(text):
        n = len(line)
        i = 0
        while i < n:
            c = line[i]
            if c == "\\":
                i += 2
                continue
            if c in "=:" or c in _WS:
                break
            i += 1
        key_raw = line[:min(i, n)]
        j = min(i, n)
        while j < n and line[j] in _WS:
            j += 1
        if j < n and line[j] in "=:":
            j += 1
        while j < n and line[j] in _WS:
            j += 1
        value_raw = line[j:]
        result[_decode(key_raw)] = _decode(value_raw)
    return result
