"""Build URL slugs from article titles."""
import re
import unicodedata

_APOSTROPHES = {"'", "\u2019"}
_WORD = re.compile(r"[A-Za-z0-9]+")


def slugify(title, max_length=50):
    decomposed = unicodedata.normalize("NFKD", title)
    kept = "".join(
        ch for ch in decomposed if not unicodedata.combining(ch) and ch not in _APOSTROPHES
    )
    slug = "-".join(word.lower() for word in _WORD.findall(kept))
    if max_length < 1 or not slug:
        raise ValueError(f"cannot build a slug of at most {max_length} characters from {title!r}")
    if len(slug) > max_length:
        cut = slug[: max_length + 1].rfind("-")
        slug = slug[:cut] if cut != -1 else slug[:max_length]
    return slug
