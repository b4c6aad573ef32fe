"""Parse one logfmt-style line of key=value pairs."""
import re

_SEPARATORS = re.compile(r"[ \t]*")
_PAIR = re.compile(r'([A-Za-z0-9_.-]+)(?:=(?:"((?:[^"\\]|\\.)*)"|([^ \t"]*)))?(?=[ \t]|\Z)', re.S)
_ESCAPE = re.compile(r"\\(.)", re.S)
_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def _unescape(match):
    char = match.group(1)
    if char not in _ESCAPES:
        raise ValueError(f"unknown escape sequence \\{char}")
    return _ESCAPES[char]


def parse_logfmt(line):
    pairs = {}
    pos = _SEPARATORS.match(line).end()
    while pos < len(line):
        match = _PAIR.match(line, pos)
        if match is None:
            raise ValueError(f"malformed pair at column {pos}")
        key, quoted, unquoted = match.groups()
        if quoted is not None:
            pairs[key] = _ESCAPE.sub(_unescape, quoted)
        elif unquoted is not None:
            pairs[key] = unquoted
        else:
            pairs[key] = True
        pos = _SEPARATORS.match(line, match.end()).end()
    return pairs
