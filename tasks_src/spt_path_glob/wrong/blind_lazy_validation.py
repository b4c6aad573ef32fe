# blind: R11 - compiles pattern segments only when matching reaches them, so errors after a failing segment go unreported
# differs on: glob_match('x/[z-a]', 'y/q') -> False instead of ValueError
from functools import lru_cache
from typing import List, Tuple

_DOUBLESTAR = object()


def _compile_segment(seg: str) -> List[tuple]:
    tokens: List[tuple] = []
    i = 0
    n = len(seg)
    while i < n:
        c = seg[i]
        if c == "\\":
            if i + 1 >= n:
                raise ValueError("backslash escapes nothing")
            tokens.append(("lit", seg[i + 1]))
            i += 2
        elif c == "?":
            tokens.append(("any",))
            i += 1
        elif c == "*":
            if tokens and tokens[-1][0] == "star":
                raise ValueError("'**' must be a whole segment")
            tokens.append(("star",))
            i += 1
        elif c == "[":
            j = i + 1
            negate = False
            if j < n and seg[j] == "!":
                negate = True
                j += 1
            start = j
            if j < n and seg[j] == "]":
                j += 1
            while j < n and seg[j] != "]":
                j += 1
            if j >= n:
                raise ValueError("unclosed '['")
            body = seg[start:j]
            items: List[Tuple[str, str]] = []
            k = 0
            while k < len(body):
                a = body[k]
                if k + 2 < len(body) and body[k + 1] == "-":
                    b = body[k + 2]
                    if ord(a) > ord(b):
                        raise ValueError(f"reversed range {a}-{b}")
                    items.append((a, b))
                    k += 3
                else:
                    items.append((a, a))
                    k += 1
            tokens.append(("set", negate, tuple(items)))
            i = j + 1
        else:
            tokens.append(("lit", c))
            i += 1
    return tokens


def _match_segment(tokens: List[tuple], text: str) -> bool:
    nt, ns = len(tokens), len(text)

    @lru_cache(maxsize=None)
    def m(ti: int, si: int) -> bool:
        if ti == nt:
            return si == ns
        tok = tokens[ti]
        kind = tok[0]
        if kind == "star":
            return any(m(ti + 1, k) for k in range(si, ns + 1))
        if si >= ns:
            return False
        ch = text[si]
        if kind == "lit":
            ok = ch == tok[1]
        elif kind == "any":
            ok = True
        else:
            inside = any(lo <= ch <= hi for lo, hi in tok[2])
            ok = inside != tok[1]
        return ok and m(ti + 1, si + 1)

    return m(0, 0)


def glob_match(pattern: str, path: str) -> bool:
    raw = pattern.split("/")
    compiled = [_DOUBLESTAR if seg == "**" else None for seg in raw]
    segs = path.split("/")
    np_, ns = len(compiled), len(segs)

    @lru_cache(maxsize=None)
    def m(pi: int, si: int) -> bool:
        if pi == np_:
            return si == ns
        c = compiled[pi]
        if c is _DOUBLESTAR:
            return any(m(pi + 1, k) for k in range(si, ns + 1))
        if si >= ns:
            return False
        if c is None:
            c = compiled[pi] = _compile_segment(raw[pi])
        return _match_segment(c, segs[si]) and m(pi + 1, si + 1)

    return m(0, 0)
