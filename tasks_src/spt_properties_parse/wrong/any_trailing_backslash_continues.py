import re

ESCAPE = re.compile(r"\\(u[0-9A-Fa-f]{4}|.)", re.DOTALL)


def _unescape(text):
    def replace(match):
        code = match.group(1)
        if len(code) == 5:
            return chr(int(code[1:], 16))
        if code == "u":
            raise ValueError("bad unicode escape")
        return {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}.get(code, code)

    return ESCAPE.sub(replace, text)


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
        if line.endswith("\\"):
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
