"""Normalisation of http(s) URLs for use as cache keys."""
import re
import string
from urllib.parse import urlsplit

_DEFAULT_PORTS = {"http": 80, "https": 443}
_UNRESERVED = frozenset(string.ascii_letters + string.digits + "-._~")
_TRIPLET = re.compile(r"%([0-9A-Fa-f]{2})")


def _normalize_percent(text):
    def fix(match):
        char = chr(int(match.group(1), 16))
        return char if char in _UNRESERVED else "%" + match.group(1).upper()
    return _TRIPLET.sub(fix, text)


def _remove_dot_segments(path):
    segments = path.split("/")[1:]
    output = []
    for segment in segments:
        if segment == "..":
            if output:
                output.pop()
        elif segment != ".":
            output.append(segment)
    if segments and segments[-1] in (".", ".."):
        output.append("")
    return "/" + "/".join(output)


def normalize_url(url):
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS:
        raise ValueError  # only http and https are accepted
    if not parts.hostname or "@" in parts.netloc:
        raise ValueError  # no host, or user information present
    host = parts.hostname
    if ":" in host:
        host = f"[{host}]"
    port = parts.port  # raises ValueError for a bad port
    if port is not None and port != _DEFAULT_PORTS[scheme]:
        host = f"{host}:{port}"
    path = _remove_dot_segments(_normalize_percent(parts.path))
    query = _normalize_percent(parts.query)
    return f"{scheme}://{host}{path}" + (f"?{query}" if query else "")
