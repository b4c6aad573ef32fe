# blind: R7 - keeps the position of the first occurrence but the spelling of the last duplicate
# differs on: dedupe_tags(['Python', 'python']) -> ['python'] instead of ['Python']
import unicodedata
from typing import List


def _clean(tag: str) -> str:
    return unicodedata.normalize("NFC", " ".join(tag.split()))


def dedupe_tags(tags: List[str]) -> List[str]:
    for t in tags:
        if not isinstance(t, str):
            raise TypeError("tags must be str")
    seen: dict = {}
    for t in tags:
        cleaned = _clean(t)
        if not cleaned:
            continue
        key = unicodedata.normalize("NFC", cleaned.casefold())
        seen[key] = cleaned
    return list(seen.values())
