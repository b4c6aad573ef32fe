import re

_HEADER = re.compile(r"@@ -([0-9]+)(?:,([0-9]+))? \+([0-9]+)(?:,([0-9]+))? @@(?: .*)?")


def _hunks(lines):
    i = 0
    while i < len(lines) and lines[i].startswith(("--- ", "+++ ")):
        i += 1
    while i < len(lines):
        m = _HEADER.fullmatch(lines[i])
        if m is None:
            raise ValueError("bad header")
        a, b, _, d = (int(g) if g is not None else 1 for g in m.groups())
        i += 1
        body = []
        old, new = b, d
        while old or new:
            if i == len(lines):
                raise ValueError("truncated")
            tag, text = lines[i][:1] or " ", lines[i][1:]
            i += 1
            if tag not in " -+" or (tag != "+" and not old) or (tag != "-" and not new):
                raise ValueError("bad body line")
            old -= tag != "+"
            new -= tag != "-"
            body.append((tag, text))
        yield a, b, body


def apply_patch(original, patch):
    lines = [line for line in patch.split("\n") if not line.startswith("\\")]
    if lines and lines[-1] == "":
        lines.pop()
    result = list(original)
    last_end = 0
    for a, b, body in _hunks(lines):
        start = a - 1 if b else a
        if start < last_end or start > len(result):
            raise ValueError("out of order")
        old = [text for tag, text in body if tag != "+"]
        new = [text for tag, text in body if tag != "-"]
        if result[start:start + b] != old:
            raise ValueError("mismatch")
        result[start:start + b] = new
        last_end = start + b
    return result
