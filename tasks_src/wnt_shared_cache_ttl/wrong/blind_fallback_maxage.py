# blind: R9 - an invalid s-maxage falls back to max-age instead of making the response stale
# differs on: [('Cache-Control','s-maxage=abc, max-age=60')] -> 0 expected, gives 60
import re

_DELTA = re.compile(r"[0-9]+")
_CAP = 2147483648


def _delta(value):
    if value is None or not _DELTA.fullmatch(value):
        return None
    return min(int(value), _CAP)


def _split_directives(value):
    out = []
    cur = []
    in_quote = False
    for ch in value:
        if ch == '"':
            in_quote = not in_quote
            cur.append(ch)
        elif ch == "," and not in_quote:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return out


def shared_cache_ttl(headers, default=0):
    if default < 0:
        raise ValueError("default must be >= 0")
    directives = {}
    age_value = None
    age_seen = False
    for name, value in headers:
        lname = name.lower()
        if lname == "cache-control":
            for d in _split_directives(value):
                if d.strip() == "":
                    continue
                if "=" in d:
                    dn, dv = d.split("=", 1)
                    dv = dv.strip()
                    if len(dv) >= 2 and dv.startswith('"') and dv.endswith('"'):
                        dv = dv[1:-1]
                else:
                    dn, dv = d, None
                dn = dn.strip().lower()
                if dn not in directives:
                    directives[dn] = dv
        elif lname == "age" and not age_seen:
            age_seen = True
            age_value = value.strip()
    if any(k in directives for k in ("no-store", "no-cache", "private")):
        return 0
    if "s-maxage" in directives and _delta(directives["s-maxage"]) is not None:
        lifetime = _delta(directives["s-maxage"])
    elif "max-age" in directives:
        lifetime = _delta(directives["max-age"])
    else:
        lifetime = default
    if lifetime is None:
        return 0
    age = _delta(age_value)
    if age is None:
        age = 0
    return max(0, lifetime - age)
