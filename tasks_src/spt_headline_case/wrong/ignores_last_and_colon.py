import re

SMALL = set("a an and as at but by for in nor of on or per the to via vs".split())


def headline_case(text):
    parts = re.split(r"(\s+)", text)
    pos = [i for i in range(0, len(parts), 2) if parts[i]]
    for n, i in enumerate(pos):
        word = parts[i]
        bare = re.sub(r"^[\W_]+|[\W_]+$", "", word).lower()
        if bare in SMALL and n > 0:
            parts[i] = word.lower()
            continue
        k = next((k for k, c in enumerate(word) if c.isalpha()), None)
        if k is not None and not any(c.isupper() for c in word[k + 1:]):
            parts[i] = word[:k] + word[k].upper() + word[k + 1:]
    return "".join(parts)
