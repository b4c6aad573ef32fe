import re


def natural_sorted(names):
    def key(name):
        if not isinstance(name, str):
            raise TypeError("names must be str")
        parts = []
        for chunk in re.findall(r"[0-9]+|[^0-9]+", name):
            parts.append((0, float(chunk), "") if chunk[0] in "0123456789" else (1, 0, chunk.lower()))
        return tuple(parts), name

    return sorted(names, key=key)
