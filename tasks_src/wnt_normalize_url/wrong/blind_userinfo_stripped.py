# blind: R10 - silently strips user information instead of raising
# differs on: http://user:pw@h/ -> ValueError expected, gives http://h/
import re

_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")
_PCT = re.compile(r"%([0-9A-Fa-f]{2})")
_UNRESERVED = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_DEFAULT = {"http": 80, "https": 443}


def _norm_pct(s):
    def repl(m):
        ch = chr(int(m.group(1), 16))
        if ch in _UNRESERVED:
            return ch
        return "%" + m.group(1).upper()
    return _PCT.sub(repl, s)


def _remove_dot_segments(path):
    inp = path
    out = ""
    while inp:
        if inp.startswith("../"):
            inp = inp[3:]
        elif inp.startswith("./"):
            inp = inp[2:]
        elif inp.startswith("/./"):
            inp = "/" + inp[3:]
        elif inp == "/.":
            inp = "/"
        elif inp.startswith("/../"):
            inp = "/" + inp[4:]
            idx = out.rfind("/")
            out = out[:idx] if idx != -1 else ""
        elif inp == "/..":
            inp = "/"
            idx = out.rfind("/")
            out = out[:idx] if idx != -1 else ""
        elif inp in (".", ".."):
            inp = ""
        else:
            if inp.startswith("/"):
                nxt = inp.find("/", 1)
            else:
                nxt = inp.find("/")
            if nxt == -1:
                out += inp
                inp = ""
            else:
                out += inp[:nxt]
                inp = inp[nxt:]
    return out


def normalize_url(url):
    m = _SCHEME.match(url)
    if not m:
        raise ValueError("missing scheme")
    scheme = m.group(1).lower()
    if scheme not in _DEFAULT:
        raise ValueError("unsupported scheme")
    rest = url[m.end():]
    if not rest.startswith("//"):
        raise ValueError("missing authority")
    rest = rest[2:]
    end = len(rest)
    for ch in "/?#":
        i = rest.find(ch)
        if i != -1 and i < end:
            end = i
    authority = rest[:end]
    rest = rest[end:]
    if "@" in authority:
        authority = authority.rsplit("@", 1)[1]
    if authority.startswith("["):
        close = authority.find("]")
        if close == -1:
            raise ValueError("bad IPv6 literal")
        host = authority[:close + 1]
        after = authority[close + 1:]
        if after == "":
            port_str = None
        elif after.startswith(":"):
            port_str = after[1:]
        else:
            raise ValueError("bad authority")
        if host == "[]":
            raise ValueError("empty host")
    else:
        if ":" in authority:
            host, port_str = authority.split(":", 1)
        else:
            host, port_str = authority, None
        if host == "":
            raise ValueError("no host")
    host = host.lower()
    port = None
    if port_str:
        if not re.fullmatch(r"[0-9]+", port_str):
            raise ValueError("bad port")
        port = int(port_str)
        if port > 65535:
            raise ValueError("port out of range")
        if port == _DEFAULT[scheme]:
            port = None
    # split path / query / fragment
    frag = rest.find("#")
    if frag != -1:
        rest = rest[:frag]
    q = rest.find("?")
    if q != -1:
        path, query = rest[:q], rest[q + 1:]
    else:
        path, query = rest, ""
    path = _remove_dot_segments(_norm_pct(path))
    if path == "":
        path = "/"
    query = _norm_pct(query)
    out = scheme + "://" + host
    if port is not None:
        out += ":%d" % port
    out += path
    if query:
        out += "?" + query
    return out
