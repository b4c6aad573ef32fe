"""Natural ("human") sort order for names containing numbers."""
import re

CHUNK = re.compile(r"[0-9]+|[^0-9]+")
ASCII_DIGITS = "0123456789"


def _chunk_key(chunk):
    # digit chunks (False, ...) sort before text chunks (True, ...)
    if chunk[0] in ASCII_DIGITS:
        return (False, int(chunk))
    return (True, chunk.casefold())


def _sort_key(name):
    if not isinstance(name, str):
        raise TypeError
    return tuple(_chunk_key(chunk) for chunk in CHUNK.findall(name)), name


def natural_sorted(names):
    return sorted(names, key=_sort_key)
