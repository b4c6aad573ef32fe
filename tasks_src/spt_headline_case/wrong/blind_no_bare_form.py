# blind: R3 - compares the word with its punctuation, so '(of' or 'the,' are not recognised as small words
# differs on: headline_case('war (of the worlds)') -> 'War (Of the Worlds)' instead of 'War (of the Worlds)'
import re

SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on",
               "or", "per", "the", "to", "via", "vs"}


def _bare(word: str) -> str:
    i, j = 0, len(word)
    while i < j and not word[i].isalnum():
        i += 1
    while j > i and not word[j - 1].isalnum():
        j -= 1
    return word[i:j]


def _capitalise(word: str) -> str:
    for k, ch in enumerate(word):
        if ch.isalpha():
            if any(c.isupper() for c in word[k + 1:]):
                return word
            return word[:k] + ch.upper() + word[k + 1:]
    return word


def headline_case(text: str) -> str:
    parts = re.split(r"(\s+)", text)
    word_idx = [i for i, p in enumerate(parts) if p and not p.isspace()]
    if not word_idx:
        return text
    first, last = word_idx[0], word_idx[-1]
    prev_word = None
    for i in word_idx:
        w = parts[i]
        is_small = w.lower() in SMALL_WORDS
        after_colon = prev_word is not None and prev_word.endswith(":")
        if is_small and i != first and i != last and not after_colon:
            parts[i] = w.lower()
        else:
            parts[i] = _capitalise(w)
        prev_word = w
    return "".join(parts)
