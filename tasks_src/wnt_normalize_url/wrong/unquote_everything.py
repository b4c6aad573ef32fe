from urllib.parse import unquote, urlsplit


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
    path = unquote(parts.path)
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
    path = "/" + "/".join(out)
    query = unquote(parts.query)
    return f"{scheme}://{host}{path}" + (f"?{query}" if query else "")
