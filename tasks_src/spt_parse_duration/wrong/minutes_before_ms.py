import re
from fractions import Fraction

UNIT_MS = {"d": 86_400_000, "h": 3_600_000, "m": 60_000, "s": 1_000, "ms": 1}


def parse_duration(text):
    parts = re.fullmatch(r" *((?:[0-9]+(?:\.[0-9]+)? *(?:d|h|m|s|ms) *)+)", text)
    if not parts:
        raise ValueError("bad duration")
    total = Fraction(0)
    last = -1
    order = list(UNIT_MS)
    for number, unit in re.findall(r"([0-9]+(?:\.[0-9]+)?)(d|h|m|s|ms)", text):
        rank = order.index(unit)
        if rank <= last:
            raise ValueError("units out of order")
        last = rank
        total += Fraction(number) * UNIT_MS[unit]
    if total.denominator != 1:
        raise ValueError("not whole milliseconds")
    return int(total)
