# blind: R13 - build metadata is compared as a last tie-breaker
# differs on: compare_versions('1.0.0+a', '1.0.0+b') -> expected 0
import re

_NUM = r"(?:0|[1-9][0-9]*)"
_PRE_ID = r"(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)"
_BUILD_ID = r"[0-9A-Za-z-]+"
_RE = re.compile(
    r"(" + _NUM + r")\.(" + _NUM + r")\.(" + _NUM + r")"
    r"(?:-(" + _PRE_ID + r"(?:\." + _PRE_ID + r")*))?"
    r"(?:\+(" + _BUILD_ID + r"(?:\." + _BUILD_ID + r")*))?"
)


def _parse(v):
    if not isinstance(v, str):
        raise ValueError("version must be a str")
    m = _RE.fullmatch(v)
    if m is None:
        raise ValueError("invalid version: %r" % (v,))
    core = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    pre = m.group(4)
    return core, (pre.split(".") if pre is not None else None), (m.group(5) or "")


def _cmp(x, y):
    return (x > y) - (x < y)


def _cmp_id(x, y):
    xn, yn = x.isdigit(), y.isdigit()
    if xn and yn:
        return _cmp(int(x), int(y))
    if xn:
        return -1
    if yn:
        return 1
    return _cmp(x, y)


def compare_versions(a: str, b: str) -> int:
    ca, pa, ba = _parse(a)
    cb, pb, bb = _parse(b)
    c = _cmp(ca, cb)
    if c:
        return c
    if pa is None and pb is None:
        return _cmp(ba, bb)
    if pa is None:
        return 1
    if pb is None:
        return -1
    for x, y in zip(pa, pb):
        c = _cmp_id(x, y)
        if c:
            return c
    return _cmp(len(pa), len(pb)) or _cmp(ba, bb)
