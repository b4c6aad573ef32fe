"""Tokenizer for a small filter expression language."""
import re

KEYWORDS = frozenset({"and", "or", "not", "in"})
_ESCAPES = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t"}
_TOKEN = re.compile(
    r"""(?P<SPACE>\s+)
      | (?P<NUMBER>[0-9]+(?:\.[0-9]+)?)
      | (?P<NAME>[A-Za-z_][A-Za-z0-9_]*)
      | (?P<STRING>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
      | (?P<OP>==|!=|<=|>=|[<>(),])""",
    re.VERBOSE | re.DOTALL,
)
_NAME_START = re.compile(r"[A-Za-z_]")
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)


class TokenizeError(ValueError):
    def __init__(self, position):
        super().__init__(f"invalid filter syntax at position {position}")
        self.position = position


def _decode(literal, start):
    def replace(match):
        if match.group(1) not in _ESCAPES:
            raise TokenizeError(start + 1 + match.start())
        return _ESCAPES[match.group(1)]

    return _ESCAPE.sub(replace, literal[1:-1])


def tokenize(source):
    tokens = []
    pos = 0
    while pos < len(source):
        match = _TOKEN.match(source, pos)
        if match is None:
            raise TokenizeError(pos)
        kind, text = match.lastgroup, match.group()
        if kind == "NUMBER" and _NAME_START.match(source, match.end()):
            raise TokenizeError(match.end())
        if kind == "NAME" and text.lower() in KEYWORDS:
            tokens.append(("KEYWORD", text.lower()))
        elif kind == "STRING":
            tokens.append((kind, _decode(text, pos)))
        elif kind != "SPACE":
            tokens.append((kind, text))
        pos = match.end()
    return tokens
