import re
from fractions import Fraction

UNIT_MS = {"d": 86_400_000, "h": 3_600_000, "m": 60_000, "s": 1_000, "ms": 1}


def parse_duration(text):
    text = text.strip(" ")
    if not text:
        raise ValueError("empty duration")
    total = Fraction(0)
    position = 0
    seen = set()
    while position < len(text):
        match = re.compile(r" *([0-9]+(?:\.[0-9]+)?)(ms|d|h|m|s)").match(text, position)
        if not match:
            raise ValueError("bad duration")
        if match.group(2) in seen:
            raise ValueError("repeated unit")
        seen.add(match.group(2))
        total += Fraction(match.group(1)) * UNIT_MS[match.group(2)]
        position = match.end()
    if total.denominator != 1:
        raise ValueError("not whole milliseconds")
    return int(total)
