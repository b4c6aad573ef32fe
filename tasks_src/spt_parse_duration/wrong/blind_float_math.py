# blind: R6 - converts numbers with float() and truncates, so decimal values lose precision
# differs on: parse_duration('1.001s') -> 1000 instead of 1001
import re
from fractions import Fraction

_UNITS = {"d": 86_400_000, "h": 3_600_000, "m": 60_000, "s": 1_000, "ms": 1}
_RANK = {"d": 0, "h": 1, "m": 2, "s": 3, "ms": 4}
_COMPONENT = re.compile(r"([0-9]+(?:\.[0-9]+)?)(ms|d|h|m|s)")


def parse_duration(text: str) -> int:
    if not isinstance(text, str):
        raise ValueError("text must be a str")
    s = text.strip(" ")
    if not s:
        raise ValueError("empty duration")
    i = 0
    n = len(s)
    total = Fraction(0)
    last_rank = -1
    while i < n:
        m = _COMPONENT.match(s, i)
        if not m:
            raise ValueError(f"invalid duration syntax at position {i}")
        number, unit = m.group(1), m.group(2)
        rank = _RANK[unit]
        if rank <= last_rank:
            raise ValueError("units repeated or out of order")
        last_rank = rank
        total += Fraction(int(float(number) * _UNITS[unit]))
        i = m.end()
        while i < n and s[i] == " ":
            i += 1
    if total.denominator != 1:
        raise ValueError("duration is not a whole number of milliseconds")
    return int(total)
