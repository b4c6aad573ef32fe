import re

KEYWORDS = {"and", "or", "not", "in"}
_ESC = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t"}
_TOKEN = re.compile(
    r"""(?P<SPACE>\s+)|(?P<NUMBER>[0-9]+(?:\.[0-9]+)?)|(?P<NAME>[A-Za-z_][A-Za-z0-9_]*)
      |(?P<STRING>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(?P<OP>==|!=|<=|>=|[<>(),])""",
    re.VERBOSE | re.DOTALL,
)


class TokenizeError(ValueError):
    def __init__(self, message, position):
        super().__init__(message)
        self.position = position


def tokenize(source):
    tokens, pos = [], 0
    while pos < len(source):
        m = _TOKEN.match(source, pos)
        if m is None:
            raise TokenizeError("unexpected", pos)
        kind, text = m.lastgroup, m.group()
        if kind == "NAME" and text.lower() in KEYWORDS:
            tokens.append(("KEYWORD", text.lower()))
        elif kind == "STRING":
            body, out, i = text[1:-1], [], 0
            while i < len(body):
                if body[i] == "\\":
                    if body[i + 1] not in _ESC:
                        raise TokenizeError("bad escape", pos + 1 + i)
                    out.append(_ESC[body[i + 1]])
                    i += 2
                else:
                    out.append(body[i])
                    i += 1
            tokens.append(("STRING", "".join(out)))
        elif kind != "SPACE":
            tokens.append((kind, text))
        pos = m.end()
    return tokens
