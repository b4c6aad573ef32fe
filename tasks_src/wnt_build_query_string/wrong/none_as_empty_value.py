"""Build a percent-encoded URL query string from a mapping of parameters."""
from urllib.parse import quote


def _scalar(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int)):
        return str(value)
    raise TypeError


def build_query(params):
    pairs = []
    for key, value in params.items():
        if not key:
            raise ValueError
        values = value if isinstance(value, (list, tuple)) else [value]
        for item in values:
            text = "" if item is None else _scalar(item)
            pairs.append(f"{quote(key, safe='')}={quote(text, safe='')}")
    return "&".join(pairs)
