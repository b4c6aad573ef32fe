# blind: R5 - never normalises to NFC, so decomposed and precomposed spellings stay distinct
# differs on: dedupe_tags(['Cafe\u0301', 'Café']) -> two tags instead of ['Café']
import unicodedata
from typing import List


def _clean(tag: str) -> str:
    return " ".join(tag.split())


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
        key = cleaned.casefold()
        if key in seen:
            continue
        seen.add(key)
        result.append(cleaned)
    return result
