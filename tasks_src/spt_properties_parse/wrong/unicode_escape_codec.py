import codecs
import re


def _unescape(text):
    if re.search(r"\\u(?![0-9A-Fa-f]{4})", text):
        raise ValueError("bad unicode escape")
    return codecs.decode(text.encode("utf-8"), "unicode_escape")


def parse_properties(text):
    result = {}
    pending = None
    logical = []
    for raw in re.split(r"\r\n|\r|\n", text):
        line = raw.lstrip(" \t\f")
        if pending is None:
            if not line or line[0] in "#!":
                continue
            pending = ""
        if (len(line) - len(line.rstrip("\\"))) % 2:
            pending += line[:-1]
            continue
        logical.append(pending + line)
        pending = None
    if pending is not None:
        logical.append(pending)
    for line in logical:
        i = 0
        while i < len(line) and line[i] not in "=: \t\f":
            i += 2 if line[i] == "\\" else 1
        rest = line[i:].lstrip(" \t\f")
        if rest[:1] in ("=", ":"):
            rest = rest[1:].lstrip(" \t\f")
        result[_unescape(line[:i])] = _unescape(rest)
    return result
