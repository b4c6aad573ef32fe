import unicodedata


def dedupe_tags(tags):
    seen = set()
    result = []
    for tag in tags:
        if not isinstance(tag, str):
            raise TypeError("not a string")
        cleaned = unicodedata.normalize("NFC", tag.strip())
        if not cleaned:
            continue
        key = unicodedata.normalize("NFC", cleaned.casefold())
        if key not in seen:
            seen.add(key)
            result.append(cleaned)
    return result
