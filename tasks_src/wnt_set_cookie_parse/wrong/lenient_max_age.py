"""Parsing of a single Set-Cookie header value."""
import re

_MAX_AGE = re.compile(r"-?[0-9]+")
_SAME_SITE = {"strict": "Strict", "lax": "Lax", "none": "None"}


def parse_set_cookie(header):
    pair, *attributes = header.split(";")
    if "=" not in pair:
        raise ValueError("cookie has no name-value pair")
    name, _, value = pair.partition("=")
    name, value = name.strip(), value.strip()
    if not name:
        raise ValueError("empty cookie name")
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    cookie = {"name": name, "value": value, "domain": None, "path": "/",
              "max_age": None, "secure": False, "http_only": False, "same_site": None}
    for piece in attributes:
        key, _, arg = piece.strip().partition("=")
        key, arg = key.strip().lower(), arg.strip()
        if key == "domain" and arg:
            cookie["domain"] = arg.removeprefix(".").lower()
        elif key == "path" and arg.startswith("/"):
            cookie["path"] = arg
        elif key == "max-age":
            try:
                cookie["max_age"] = max(int(arg), 0)
            except ValueError:
                pass
        elif key == "secure":
            cookie["secure"] = True
        elif key == "httponly":
            cookie["http_only"] = True
        elif key == "samesite" and arg.lower() in _SAME_SITE:
            cookie["same_site"] = _SAME_SITE[arg.lower()]
    return cookie
