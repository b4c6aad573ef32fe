import re

_PAIR = re.compile(r'([A-Za-z0-9_.-]+)(?:=(?:"((?:[^"\\]|\\.)*)"|([^ \t"]*)))?(?=[ \t]|\Z)', re.S)
_MAP = {"n": "\n", "t": "\t"}


def parse_logfmt(line):
    pairs = {}
    pos = len(line) - len(line.lstrip(" \t"))
    while pos < len(line):
        m = _PAIR.match(line, pos)
        if m is None:
            raise ValueError("malformed")
        key, quoted, unquoted = m.groups()
        if quoted is not None:
            pairs[key] = re.sub(r"\\(.)", lambda e: _MAP.get(e.group(1), e.group(1)), quoted)
        elif unquoted is not None:
            pairs[key] = unquoted
        else:
            pairs[key] = True
        pos = m.end()
        while pos < len(line) and line[pos] in " \t":
            pos += 1
    return pairs
