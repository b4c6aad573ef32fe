import re

SMALL = set("a an and as at but by for in nor of on or per the to via vs".split())


def headline_case(text):
    parts = re.split(r"(\s+)", text)
    pos = [i for i in range(0, len(parts), 2) if parts[i]]
    for n, i in enumerate(pos):
        word = parts[i]
        pinned = n == 0 or n == len(pos) - 1 or parts[pos[n - 1]].endswith(":")
        if word.lower() in SMALL and not pinned:
            parts[i] = word.lower()
            continue
        k = next((k for k, c in enumerate(word) if c.isalpha()), None)
        if k is not None and not any(c.isupper() for c in word[k + 1:]):
            parts[i] = word[:k] + word[k].upper() + word[k + 1:]
    return "".join(parts)
