"""Clean and case-insensitively deduplicate free-form tags."""
import unicodedata


def dedupe_tags(tags):
    seen = set()
    result = []
    for tag in tags:
        if not isinstance(tag, str):
            raise TypeError(f"tags must be strings, got {type(tag).__name__}")
        cleaned = unicodedata.normalize("NFC", " ".join(tag.split()))
        if not cleaned:
            continue
        key = unicodedata.normalize("NFC", cleaned.casefold())
        if key not in seen:
            seen.add(key)
            result.append(cleaned)
    return result
