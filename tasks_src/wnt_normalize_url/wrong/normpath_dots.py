import posixpath
import re
from urllib.parse import urlsplit

UNRESERVED = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _pct(text):
    def fix(m):
        c = chr(int(m.group(1), 16))
        return c if c in UNRESERVED else "%" + m.group(1).upper()
    return re.sub(r"%([0-9A-Fa-f]{2})", fix, text)


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
    if port is not None and port != {"http": 80, "https": 443}[scheme]:
        host = f"{host}:{port}"
    path = _pct(parts.path) or "/"
    path = posixpath.normpath(path)
    if path.startswith("//"):
        path = path[1:]
    query = _pct(parts.query)
    return f"{scheme}://{host}{path}" + (f"?{query}" if query else "")
