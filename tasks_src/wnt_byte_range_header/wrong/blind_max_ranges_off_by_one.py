# blind: R6 - a header with exactly max_ranges specs is already treated as invalid
# differs on: parse_range('bytes=0-1,2-3,4-5', 10, 3) -> expected [(0, 1), (2, 3), (4, 5)]
import re

_SPEC = re.compile(r"([0-9]*)-([0-9]*)")


def parse_range(header: str, size: int, max_ranges: int = 16):
    if size < 0 or max_ranges < 1:
        raise ValueError("invalid size or max_ranges")
    unit, sep, rest = header.partition("=")
    if not sep or unit.lower() != "bytes":
        return None
    specs = rest.split(",")
    if len(specs) >= max_ranges:
        return None
    parsed = []
    for spec in specs:
        s = spec.strip(" \t")
        m = _SPEC.fullmatch(s)
        if s == "" or m is None:
            return None
        a, b = m.group(1), m.group(2)
        if a == "" and b == "":
            return None
        if a != "" and b != "" and int(b) < int(a):
            return None
        parsed.append((a, b))
    result = []
    for a, b in parsed:
        if a == "":
            m_ = int(b)
            if m_ > 0 and size > 0:
                result.append((max(0, size - m_), size - 1))
        else:
            n = int(a)
            if n < size:
                last = size - 1 if b == "" else min(int(b), size - 1)
                result.append((n, last))
    return result
