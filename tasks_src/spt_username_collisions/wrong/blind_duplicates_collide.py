# blind: R8 - exact duplicates are kept in groups, so a repeated name alone forms a group
# differs on: find_collisions(['bob', 'bob', 'x']) -> expected []
import unicodedata


def _key(name):
    s = unicodedata.normalize("NFKC", name)
    s = "".join(ch for ch in s if unicodedata.category(ch) != "Cf")
    s = s.strip()
    return s.casefold()


def find_collisions(names: list) -> list:
    for n in names:
        if not isinstance(n, str):
            raise TypeError("usernames must be str")
    groups = {}
    order = []
    for n in names:
        k = _key(n)
        if k == "":
            raise ValueError("username %r has an empty key" % (n,))
        if k not in groups:
            groups[k] = []
            order.append(k)
        groups[k].append(n)
    return [list(groups[k]) for k in order if len(groups[k]) >= 2]
