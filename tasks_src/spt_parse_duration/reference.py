"""Parse durations such as '1h30m' or '1.5s' into whole milliseconds."""
import re
from fractions import Fraction

UNIT_MS = {"d": 86_400_000, "h": 3_600_000, "m": 60_000, "s": 1_000, "ms": 1}
COMPONENT = re.compile(r" *([0-9]+(?:\.[0-9]+)?)(ms|d|h|m|s)")


def parse_duration(text):
    text = text.strip(" ")
    if not text:
        raise ValueError
    total = Fraction(0)
    allowed = list(UNIT_MS)  # units that may still follow, largest first
    position = 0
    while position < len(text):
        match = COMPONENT.match(text, position)
        if not match:
            raise ValueError
        number, unit = match.groups()
        if unit not in allowed:
            raise ValueError
        allowed = allowed[allowed.index(unit) + 1:]
        total += Fraction(number) * UNIT_MS[unit]
        position = match.end()
    if total.denominator != 1:
        raise ValueError
    return int(total)
