# blind: R2 - splits chunks with \\d, so non-ASCII digits like '٣' form number chunks
# differs on: natural_sorted(['a٣', 'a10']) -> ['a٣', 'a10'] instead of ['a10', 'a٣']
import re
from typing import List

_CHUNK = re.compile(r"\d+|\D+")


def _key(name: str):
    chunks = []
    for chunk in _CHUNK.findall(name):
        if chunk[0].isdigit() and chunk.isdecimal():
            chunks.append((0, int(chunk), ""))
        else:
            chunks.append((1, 0, chunk.casefold()))
    return (tuple(chunks), name)


def natural_sorted(names: List[str]) -> List[str]:
    for n in names:
        if not isinstance(n, str):
            raise TypeError("names must be str")
    return sorted(names, key=_key)
