"""Remaining freshness lifetime of a response stored in a shared cache."""
import re

_DIRECTIVE = re.compile(r'(?:[^,"]|"[^"]*")+')
_DELTA_SECONDS = re.compile(r"[0-9]+")
_MAX_DELTA = 2**31


def _delta_seconds(text):
    if not _DELTA_SECONDS.fullmatch(text):
        return None
    return min(int(text), _MAX_DELTA)


def shared_cache_ttl(headers, default=0):
    if default < 0:
        raise ValueError
    directives = {}
    ages = []
    for name, value in headers:
        name = name.lower()
        if name == "cache-control":
            for directive in _DIRECTIVE.findall(value):
                key, _, arg = directive.partition("=")
                arg = arg.strip()
                if arg.startswith('"') and arg.endswith('"'):
                    arg = arg[1:-1]
                if key.strip():
                    directives[key.strip().lower()] = arg
        elif name == "age":
            ages.append(value.strip())
    if directives.keys() & {"no-store", "no-cache", "private"}:
        return 0
    if "s-maxage" in directives:
        lifetime = _delta_seconds(directives["s-maxage"])
    elif "max-age" in directives:
        lifetime = _delta_seconds(directives["max-age"])
    else:
        lifetime = default
    if lifetime is None:
        return 0
    age = _delta_seconds(ages[-1]) if ages else None
    return max(0, lifetime - (age or 0))
