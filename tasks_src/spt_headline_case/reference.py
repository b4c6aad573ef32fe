"""Headline-style title casing with small words and mixed-case words."""
import re

SMALL_WORDS = frozenset(
    "a an and as at but by for in nor of on or per the to via vs".split()
)
_EDGE_PUNCTUATION = re.compile(r"^[\W_]+|[\W_]+$")


def _capitalise(word):
    letters = [i for i, ch in enumerate(word) if ch.isalpha()]
    if not letters:
        return word
    first = letters[0]
    if any(ch.isupper() for ch in word[first + 1:]):
        return word
    return word[:first] + word[first].upper() + word[first + 1:]


def headline_case(text):
    parts = re.split(r"(\s+)", text)  # words sit at the even positions
    positions = [i for i in range(0, len(parts), 2) if parts[i]]
    for n, i in enumerate(positions):
        word = parts[i]
        bare = _EDGE_PUNCTUATION.sub("", word).lower()
        pinned = n == 0 or n == len(positions) - 1 or parts[positions[n - 1]].endswith(":")
        if bare in SMALL_WORDS and not pinned:
            parts[i] = word.lower()
        else:
            parts[i] = _capitalise(word)
    return "".join(parts)
