import unicodedata


def find_collisions(names):
    groups = {}
    for name in names:
        if not isinstance(name, str):
            raise TypeError("usernames must be str")
        text = unicodedata.normalize("NFKC", name)
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
        key = text.strip().lower()
        if not key:
            raise ValueError("empty username")
        members = groups.setdefault(key, [])
        if name not in members:
            members.append(name)
    return [m for m in groups.values() if len(m) > 1]
