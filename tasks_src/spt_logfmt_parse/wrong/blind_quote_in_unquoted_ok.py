# blind: R5 - allows a double quote inside an unquoted value
# differs on: parse_logfmt('a=b"c') -> {'a': 'b"c'} instead of ValueError
from typing import Dict, Union

_KEY_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
_SEPS = " \t"
_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def parse_logfmt(line: str) -> Dict[str, Union[str, bool]]:
    result: Dict[str, Union[str, bool]] = {}
    i = 0
    n = len(line)
    while True:
        while i < n and line[i] in _SEPS:
            i += 1
        if i >= n:
            break
        start = i
        while i < n and line[i] in _KEY_CHARS:
            i += 1
        key = line[start:i]
        if not key:
            raise ValueError(f"expected a key at position {start}")
        if i >= n or line[i] in _SEPS:
            result[key] = True
            continue
        if line[i] != "=":
            raise ValueError(f"invalid character {line[i]!r} in key at position {i}")
        i += 1
        if i >= n or line[i] in _SEPS:
            result[key] = ""
            continue
        if line[i] == '"':
            i += 1
            buf = []
            while True:
                if i >= n:
                    raise ValueError("unterminated quoted value")
                ch = line[i]
                if ch == '"':
                    i += 1
                    break
                if ch == "\\":
                    if i + 1 < n and line[i + 1] in _ESCAPES:
                        buf.append(_ESCAPES[line[i + 1]])
                        i += 2
                        continue
                    raise ValueError(f"invalid escape at position {i}")
                buf.append(ch)
                i += 1
            if i < n and line[i] not in _SEPS:
                raise ValueError(f"unexpected character after closing quote at position {i}")
            result[key] = "".join(buf)
            continue
        start = i
        while i < n and line[i] not in _SEPS:
            i += 1
        result[key] = line[start:i]
    return result
