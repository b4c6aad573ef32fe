import unicodedata


def dedupe_tags(tags):
    result = []
    for tag in tags:
        if not isinstance(tag, str):
            raise TypeError("not a string")
        key = unicodedata.normalize("NFC", " ".join(tag.split()).casefold())
        if key and key not in result:
            result.append(key)
    return result
