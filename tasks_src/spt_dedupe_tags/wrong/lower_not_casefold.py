import unicodedata


def dedupe_tags(tags):
    seen = set()
    result = []
    for tag in tags:
        if not isinstance(tag, str):
            raise TypeError("not a string")
        cleaned = unicodedata.normalize("NFC", " ".join(tag.split()))
        if not cleaned:
            continue
        key = cleaned.lower()
        if key not in seen:
            seen.add(key)
            result.append(cleaned)
    return result
