import re
import unicodedata


def slugify(title, max_length=50):
    if max_length < 1:
        raise ValueError("bad max_length")
    decomposed = unicodedata.normalize("NFKD", title)
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    slug = "-".join(w.lower() for w in re.findall(r"[A-Za-z0-9]+", kept))
    if not slug:
        raise ValueError("empty slug")
    if len(slug) > max_length:
        cut = slug.rfind("-", 0, max_length + 1)
        slug = slug[:cut] if cut != -1 else slug[:max_length]
    return slug
