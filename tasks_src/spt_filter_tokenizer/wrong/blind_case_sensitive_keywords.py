# blind: R4 - recognises keywords only in lower case, so 'AND' becomes a NAME
# differs on: tokenize('AND') -> [('NAME', 'AND')] instead of [('KEYWORD', 'and')]
from typing import List, Tuple

_LETTERS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
_DIGITS = set("0123456789")
_KEYWORDS = {"and", "or", "not", "in"}
_ESCAPES = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t"}
_TWO_CHAR_OPS = ("==", "!=", "<=", ">=")
_ONE_CHAR_OPS = ("<", ">", "(", ")", ",")


class TokenizeError(ValueError):
    def __init__(self, message: str, position: int):
        super().__init__(f"{message} at position {position}")
        self.position = position


def tokenize(source: str) -> List[Tuple[str, str]]:
    tokens: List[Tuple[str, str]] = []
    i = 0
    n = len(source)
    while i < n:
        c = source[i]
        if c.isspace():
            i += 1
            continue
        if c in _LETTERS:
            j = i + 1
            while j < n and (source[j] in _LETTERS or source[j] in _DIGITS):
                j += 1
            word = source[i:j]
            if word in _KEYWORDS:
                tokens.append(("KEYWORD", word))
            else:
                tokens.append(("NAME", word))
            i = j
            continue
        if c in _DIGITS:
            j = i + 1
            while j < n and source[j] in _DIGITS:
                j += 1
            if j + 1 < n and source[j] == "." and source[j + 1] in _DIGITS:
                j += 2
                while j < n and source[j] in _DIGITS:
                    j += 1
            if j < n and source[j] in _LETTERS:
                raise TokenizeError("letter directly after number", j)
            tokens.append(("NUMBER", source[i:j]))
            i = j
            continue
        if c in ("'", '"'):
            quote = c
            j = i + 1
            buf = []
            while True:
                if j >= n:
                    raise TokenizeError("unterminated string", i)
                ch = source[j]
                if ch == quote:
                    break
                if ch == "\\":
                    if j + 1 < n and source[j + 1] in _ESCAPES:
                        buf.append(_ESCAPES[source[j + 1]])
                        j += 2
                        continue
                    if j + 1 >= n:
                        raise TokenizeError("unterminated string", i)
                    raise TokenizeError("invalid escape", j)
                buf.append(ch)
                j += 1
            tokens.append(("STRING", "".join(buf)))
            i = j + 1
            continue
        two = source[i:i + 2]
        if two in _TWO_CHAR_OPS:
            tokens.append(("OP", two))
            i += 2
            continue
        if c in _ONE_CHAR_OPS:
            tokens.append(("OP", c))
            i += 1
            continue
        raise TokenizeError(f"unexpected character {c!r}", i)
    return tokens
