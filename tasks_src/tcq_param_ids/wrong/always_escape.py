from collections import Counter, defaultdict


def _part(name, value, index):
    if isinstance(value, str) and value:
        return value.encode("unicode_escape").decode()
    if value is None or isinstance(value, (bool, int, float)):
        return str(value)
    return f"{name}{index}"


def make_param_ids(argnames, argvalues):
    if not argnames:
        raise ValueError
    ids = []
    for index, entry in enumerate(argvalues):
        if len(argnames) == 1:
            entry = (entry,)
        elif not isinstance(entry, (tuple, list)) or len(entry) != len(argnames):
            raise ValueError
        ids.append("-".join(_part(name, value, index) for name, value in zip(argnames, entry)))
    counts = Counter(ids)
    counters = defaultdict(int)
    for position, base in enumerate(list(ids)):
        if counts[base] == 1:
            continue
        separator = "_" if base[-1].isdigit() else ""
        candidate = f"{base}{separator}{counters[base]}"
        while candidate in ids:
            counters[base] += 1
            candidate = f"{base}{separator}{counters[base]}"
        counters[base] += 1
        ids[position] = candidate
    return ids
