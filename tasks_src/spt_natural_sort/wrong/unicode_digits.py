import re


def natural_sorted(names):
    def key(name):
        if not isinstance(name, str):
            raise TypeError("names must be str")
        parts = []
        for chunk in re.findall(r"\d+|\D+", name):
            parts.append((0, int(chunk), "") if chunk[0].isdigit() else (1, 0, chunk.casefold()))
        return tuple(parts), name

    return sorted(names, key=key)
