# blind: R3 - apostrophes are treated as separators instead of being deleted
# differs on: slugify("Don't Stop") -> expected 'dont-stop'
import re
import unicodedata

_WORD = re.compile(r"[A-Za-z0-9]+")


def slugify(title: str, max_length: int = 50) -> str:
    if max_length < 1:
        raise ValueError("max_length must be >= 1")
    s = unicodedata.normalize("NFKD", title)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    words = [w.lower() for w in _WORD.findall(s)]
    if not words:
        raise ValueError("title has no ASCII letters or digits")
    slug = "-".join(words)
    if len(slug) <= max_length:
        return slug
    if len(words[0]) > max_length:
        return words[0][:max_length]
    acc = words[0]
    for w in words[1:]:
        if len(acc) + 1 + len(w) <= max_length:
            acc += "-" + w
        else:
            break
    return acc
