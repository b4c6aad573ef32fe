import re

_V = re.compile(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)"
                r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?")


def _key(v):
    m = _V.fullmatch(v)
    if not m:
        raise ValueError(v)
    core = tuple(int(x) for x in m.group(1, 2, 3))
    if m.group(4) is None:
        return core, (1,)
    ids = m.group(4).split(".")
    for i in ids:
        if i.isdigit() and len(i) > 1 and i[0] == "0":
            raise ValueError(v)
    return core, (0, tuple(ids))


def compare_versions(a, b):
    ka, kb = _key(a), _key(b)
    return (ka > kb) - (ka < kb)
