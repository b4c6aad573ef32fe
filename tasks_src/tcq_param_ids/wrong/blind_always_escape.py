# blind: R5 - every string is passed through unicode_escape, even printable ASCII (backslashes get doubled)
# differs on: make_param_ids(['s'], ['a\\b']) (one backslash) -> expected the string unchanged


def _part(value, name, index):
    if isinstance(value, str) and value != "":
        return value.encode("unicode_escape").decode("ascii")
    if value is None or isinstance(value, (bool, int, float)):
        return str(value)
    return "%s%d" % (name, index)


def make_param_ids(argnames: list[str], argvalues: list[object]) -> list[str]:
    if not argnames:
        raise ValueError("argnames must not be empty")
    n = len(argnames)
    bases = []
    for index, entry in enumerate(argvalues):
        if n == 1:
            values = [entry]
        else:
            if not isinstance(entry, (tuple, list)) or len(entry) != n:
                raise ValueError("parameter set %d does not match argnames" % index)
            values = list(entry)
        bases.append("-".join(_part(v, name, index) for v, name in zip(values, argnames)))
    counts = {}
    for b in bases:
        counts[b] = counts.get(b, 0) + 1
    result = list(bases)
    counters = {}
    for i, b in enumerate(bases):
        if counts[b] < 2:
            continue
        sep = "_" if b[-1:].isdigit() else ""
        while True:
            k = counters.get(b, 0)
            counters[b] = k + 1
            cand = b + sep + str(k)
            if cand not in result:
                break
        result[i] = cand
    return result
