import re


def natural_sorted(names):
    def key(name):
        if not isinstance(name, str):
            raise TypeError("names must be str")
        return [
            (0, int(c), "") if c[0] in "0123456789" else (1, 0, c.casefold())
            for c in re.findall(r"[0-9]+|[^0-9]+", name)
        ]

    return sorted(names, key=key)
