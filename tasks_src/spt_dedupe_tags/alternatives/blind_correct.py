# blind: correct
import unicodedata
from typing import List


def _clean(tag: str) -> str:
    return unicodedata.normalize("NFC", " ".join(tag.split()))


def dedupe_tags(tags: List[str]) -> List[str]:
    for t in tags:
        if not isinstance(t, str):
            raise TypeError("tags must be str")
    seen = set()
    result: List[str] = []
    for t in tags:
        cleaned = _clean(t)
        if not cleaned:
            continue
        key = unicodedata.normalize("NFC", cleaned.casefold())
        if key in seen:
            continue
        seen.add(key)
        result.append(cleaned)
    return result
