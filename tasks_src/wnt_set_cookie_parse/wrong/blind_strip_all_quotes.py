# blind: R3 - strips every surrounding double quote (str.strip) instead of one matching pair
# differs on: 'a=""x""' -> value '"x"' expected, gives 'x'; 'a="x' -> '"x' expected, gives 'x'
import re

_MAXAGE = re.compile(r"-?[0-9]+")
_SAMESITE = {"strict": "Strict", "lax": "Lax", "none": "None"}


def parse_set_cookie(header):
    pieces = header.split(";")
    first = pieces[0]
    if "=" not in first:
        raise ValueError("missing '=' in name-value pair")
    name, value = first.split("=", 1)
    name = name.strip()
    value = value.strip()
    if not name:
        raise ValueError("empty cookie name")
    value = value.strip('"')
    result = {
        "name": name,
        "value": value,
        "domain": None,
        "path": "/",
        "max_age": None,
        "secure": False,
        "http_only": False,
        "same_site": None,
    }
    for piece in pieces[1:]:
        piece = piece.strip()
        if not piece:
            continue
        if "=" in piece:
            aname, aval = piece.split("=", 1)
        else:
            aname, aval = piece, ""
        aname = aname.strip().lower()
        aval = aval.strip()
        if aname == "domain":
            if aval:
                if aval.startswith("."):
                    aval = aval[1:]
                result["domain"] = aval.lower()
        elif aname == "path":
            if aval.startswith("/"):
                result["path"] = aval
        elif aname == "max-age":
            if _MAXAGE.fullmatch(aval):
                result["max_age"] = max(0, int(aval))
        elif aname == "secure":
            result["secure"] = True
        elif aname == "httponly":
            result["http_only"] = True
        elif aname == "samesite":
            key = aval.lower()
            if key in _SAMESITE:
                result["same_site"] = _SAMESITE[key]
    return result
