"""Interpretation of an HTTP Range request header for a resource of known size."""
import re

_SPEC = re.compile(r"([0-9]*)-([0-9]*)")


def parse_range(header, size, max_ranges=16):
    if size < 0 or max_ranges < 1:
        raise ValueError
    unit, equals, specs = header.partition("=")
    if not equals or unit.lower() != "bytes":
        return None
    parts = [part.strip(" \t") for part in specs.split(",")]
    if len(parts) >= max_ranges:
        return None
    ranges = []
    for part in parts:
        match = _SPEC.fullmatch(part)
        if match is None or not (match[1] or match[2]):
            return None
        if not match[1]:
            suffix = int(match[2])
            if suffix > 0 and size > 0:
                ranges.append((max(0, size - suffix), size - 1))
            continue
        first = int(match[1])
        if match[2] and int(match[2]) < first:
            return None
        last = min(int(match[2]), size - 1) if match[2] else size - 1
        if first < size:
            ranges.append((first, last))
    return ranges
