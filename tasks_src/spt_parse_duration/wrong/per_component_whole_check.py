import re
from decimal import Decimal

UNIT_MS = {"d": 86_400_000, "h": 3_600_000, "m": 60_000, "s": 1_000, "ms": 1}


def parse_duration(text):
    text = text.strip(" ")
    if not text:
        raise ValueError("empty duration")
    total = 0
    position, last = 0, -1
    order = list(UNIT_MS)
    while position < len(text):
        match = re.match(r" *(\d+(?:\.\d+)?)(ms|d|h|m|s)", text[position:])
        if not match:
            raise ValueError("bad duration")
        rank = order.index(match.group(2))
        if rank <= last:
            raise ValueError("units out of order")
        value = Decimal(match.group(1)) * UNIT_MS[match.group(2)]
        if value != value.to_integral_value():
            raise ValueError("not whole milliseconds")
        total += int(value)
        position += match.end()
        last = rank
    return total
