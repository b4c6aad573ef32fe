def dedupe_tags(tags):
    seen = set()
    result = []
    for tag in tags:
        if not isinstance(tag, str):
            raise TypeError("not a string")
        cleaned = " ".join(tag.split())
        if not cleaned:
            continue
        key = cleaned.casefold()
        if key not in seen:
            seen.add(key)
            result.append(cleaned)
    return result
