# blind: R10 - the end of an N-M range is not clipped to size - 1
# differs on: parse_range('bytes=900-1500', 1000) -> expected [(900, 999)]
import re

_SPEC = re.compile(r"([0-9]*)-([0-9]*)")


def parse_range(header: str, size: int, max_ranges: int = 16):
    if size < 0 or max_ranges < 1:
        raise ValueError("invalid size or max_ranges")
    unit, sep, rest = header.partition("=")
    if not sep or unit.lower() != "bytes":
        return None
    specs = rest.split(",")
    if len(specs) > max_ranges:
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
                last = size - 1 if b == "" else int(b)
                result.append((n, last))
    return result
