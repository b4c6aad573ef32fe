# blind: R10 - one counter is shared by all duplicated base ids instead of one per base id
# differs on: make_param_ids(['x'], ['a', 'b', 'a', 'b']) -> expected ['a0', 'b0', 'a1', 'b1']


def _part(value, name, index):
    if isinstance(value, str) and value != "":
        if value.isascii() and value.isprintable():
            return value
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
            k = counters.get(None, 0)
            counters[None] = k + 1
            cand = b + sep + str(k)
            if cand not in result:
                break
        result[i] = cand
    return result
