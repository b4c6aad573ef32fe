import re

_PAIR = re.compile(r'([A-Za-z0-9_.-]+)(?:=(?:"((?:[^"\\]|\\.)*)"|([^ \t"]*)))?(?=[ \t]|\Z)', re.S)
_ESC = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def _unescape(m):
    if m.group(1) not in _ESC:
        raise ValueError("bad escape")
    return _ESC[m.group(1)]


def parse_logfmt(line):
    pairs = {}
    pos = len(line) - len(line.lstrip(" \t"))
    while pos < len(line):
        m = _PAIR.match(line, pos)
        if m is None:
            raise ValueError("malformed")
        key, quoted, unquoted = m.groups()
        if quoted is not None:
            value = re.sub(r"\\(.)", _unescape, quoted, flags=re.S)
        elif unquoted is not None:
            value = unquoted
        else:
            value = True
        pairs.pop(key, None)
        pairs[key] = value
        pos = m.end()
        while pos < len(line) and line[pos] in " \t":
            pos += 1
    return pairs
