"""Group usernames that look alike after normalisation and case folding."""
import unicodedata


def _key(name):
    if not isinstance(name, str):
        raise TypeError
    text = unicodedata.normalize("NFKC", name)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    key = text.strip().casefold()
    if not key:
        raise ValueError
    return key


def find_collisions(names):
    groups = {}
    for name in names:
        members = groups.setdefault(_key(name), [])
        if name not in members:
            members.append(name)
    return [members for members in groups.values() if len(members) > 1]
