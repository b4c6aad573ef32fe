# blind: R2 - format characters (Cf) are not deleted
# differs on: find_collisions(['jo\u200bhn', 'john']) -> expected one group
import unicodedata


def _key(name):
    s = unicodedata.normalize("NFKC", name)
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
        if n not in groups[k]:
            groups[k].append(n)
    return [list(groups[k]) for k in order if len(groups[k]) >= 2]
