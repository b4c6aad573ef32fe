import re

UNIT_MS = {"d": 86_400_000, "h": 3_600_000, "m": 60_000, "s": 1_000, "ms": 1}


def parse_duration(text):
    text = text.strip(" ")
    if not text:
        raise ValueError("empty duration")
    total = 0.0
    position, last = 0, -1
    order = list(UNIT_MS)
    while position < len(text):
        match = re.compile(r" *([0-9]+(?:\.[0-9]+)?)(ms|d|h|m|s)").match(text, position)
        if not match:
            raise ValueError("bad duration")
        rank = order.index(match.group(2))
        if rank <= last:
            raise ValueError("units out of order")
        total += float(match.group(1)) * UNIT_MS[match.group(2)]
        position, last = match.end(), rank
    if total != int(total):
        raise ValueError("not whole milliseconds")
    return int(total)
