# blind: R1 - only treats ASCII space, tab and newline as whitespace, leaving U+00A0 in place
# differs on: dedupe_tags(['a\u00a0b', 'a b']) -> ['a\u00a0b', 'a b'] instead of ['a b']
import re
import unicodedata
from typing import List


def _clean(tag: str) -> str:
    return unicodedata.normalize("NFC", re.sub(r"[ \t\n\r]+", " ", tag).strip(" \t\n\r"))


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
