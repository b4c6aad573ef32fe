"""Parser for Java-style .properties text."""
import re

WHITESPACE = " \t\f"
ESCAPE = re.compile(r"\\(u[0-9A-Fa-f]{4}|.)", re.DOTALL)
SIMPLE_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}


def _unescape(text):
    def replace(match):
        code = match.group(1)
        if len(code) == 5:
            return chr(int(code[1:], 16))
        if code == "u":
            raise ValueError
        return SIMPLE_ESCAPES.get(code, code)

    return ESCAPE.sub(replace, text)


def _logical_lines(text):
    pending = None
    for raw in re.split(r"\r\n|\r|\n", text):
        line = raw.lstrip(WHITESPACE)
        if pending is None:
            if not line or line[0] in "#!":
                continue
            pending = ""
        if (len(line) - len(line.rstrip("\\"))) % 2:
            pending += line[:-1]
            continue
        yield pending + line
        pending = None
    if pending is not None:
        yield pending


def parse_properties(text):
    result = {}
    for line in _logical_lines(text):
        i = 0
        while i < len(line) and line[i] not in "=:" + WHITESPACE:
            i += 2 if line[i] == "\\" else 1
        rest = line[i:].lstrip(WHITESPACE)
        if rest[:1] in ("=", ":"):
            rest = rest[1:].lstrip(WHITESPACE)
        result[_unescape(line[:i])] = _unescape(rest)
    return result
