import re

_V = re.compile(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)"
                r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?")


def _key(v):
    m = _V.fullmatch(v)
    if not m:
        raise ValueError(v)
    core = tuple(int(x) for x in m.group(1, 2, 3))
    build = m.group(5) or ""
    if m.group(4) is None:
        return core, (1,), build
    ids = []
    for i in m.group(4).split("."):
        if i.isdigit():
            if len(i) > 1 and i[0] == "0":
                raise ValueError(v)
            ids.append((0, int(i), ""))
        else:
            ids.append((1, 0, i))
    return core, (0, tuple(ids)), build


def compare_versions(a, b):
    ka, kb = _key(a), _key(b)
    return (ka > kb) - (ka < kb)
