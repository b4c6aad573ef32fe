# blind: R3 - compares digit chunks as floats, which cannot tell huge numbers apart
# differs on: natural_sorted(['a100000000000000000001x', 'a100000000000000000000y']) -> ...01x first instead of ...00y first
import re
from typing import List

_CHUNK = re.compile(r"[0-9]+|[^0-9]+")


def _key(name: str):
    chunks = []
    for chunk in _CHUNK.findall(name):
        if chunk[0] in "0123456789":
            chunks.append((0, float(chunk), ""))
        else:
            chunks.append((1, 0, chunk.casefold()))
    return (tuple(chunks), name)


def natural_sorted(names: List[str]) -> List[str]:
    for n in names:
        if not isinstance(n, str):
            raise TypeError("names must be str")
    return sorted(names, key=_key)
