import re
from urllib.parse import urlsplit

UNRESERVED = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _pct(text):
    def fix(m):
        c = chr(int(m.group(1), 16))
        return c if c in UNRESERVED else "%" + m.group(1).upper()
    return re.sub(r"%([0-9A-Fa-f]{2})", fix, text)


def _dots(path):
    segments = path.split("/")[1:]
    out = []
    for seg in segments:
        if seg == "..":
            if out:
                out.pop()
        elif seg != ".":
            out.append(seg)
    if segments and segments[-1] in (".", ".."):
        out.append("")
    return "/" + "/".join(out)


def normalize_url(url):
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        raise ValueError("unsupported scheme")
    if not parts.hostname or "@" in parts.netloc:
        raise ValueError("bad host")
    host = parts.hostname
    if ":" in host:
        host = f"[{host}]"
    port = parts.port
    if port not in (None, 80, 443):
        host = f"{host}:{port}"
    query = _pct(parts.query)
    return f"{scheme}://{host}{_dots(_pct(parts.path))}" + (f"?{query}" if query else "")
