SMALL = set("a an and as at but by for in nor of on or per the to via vs".split())


def headline_case(text):
    words = text.split()
    out = []
    for n, word in enumerate(words):
        bare = word.strip("()[]{}\"'.,;:!?").lower()
        pinned = n == 0 or n == len(words) - 1 or words[n - 1].endswith(":")
        if bare in SMALL and not pinned:
            out.append(word.lower())
        elif any(c.isupper() for c in word[1:]):
            out.append(word)
        else:
            i = next((k for k, c in enumerate(word) if c.isalpha()), None)
            out.append(word if i is None else word[:i] + word[i].upper() + word[i + 1:])
    return " ".join(out)
