# blind: R1 - the head ends at the LAST \r\n\r\n, so a body containing one is parsed as headers
# differs on: b'GET / HTTP/1.0\r\n\r\nbody\r\n\r\n' -> headers [] expected, ValueError
import re

_METHOD = re.compile(r"[A-Z]+")
_TOKEN = re.compile(r"[A-Za-z0-9!#$%&'*+\-.^_`|~]+")
_DIGITS = re.compile(r"[0-9]+")


def _bad_target_char(ch):
    o = ord(ch)
    return ch == " " or o < 32 or o == 127


def _bad_value_char(ch):
    o = ord(ch)
    return (o < 32 and ch != "\t") or o == 127


def parse_request_head(data, max_line=8190, max_headers=100):
    idx = data.rfind(b"\r\n\r\n")
    if idx == -1:
        raise ValueError("incomplete head")
    head = data[:idx].decode("latin-1")
    lines = head.split("\r\n")
    for line in lines:
        if len(line) > max_line:
            raise ValueError("line too long")
    if len(lines) - 1 > max_headers:
        raise ValueError("too many headers")
    parts = lines[0].split(" ")
    if len(parts) != 3:
        raise ValueError("bad request line")
    method, target, version = parts
    if not _METHOD.fullmatch(method):
        raise ValueError("bad method")
    if not target or any(_bad_target_char(c) for c in target):
        raise ValueError("bad target")
    if version not in ("HTTP/1.0", "HTTP/1.1"):
        raise ValueError("bad version")
    headers = []
    for line in lines[1:]:
        colon = line.find(":")
        if colon <= 0:
            raise ValueError("bad header line")
        name = line[:colon]
        if not _TOKEN.fullmatch(name):
            raise ValueError("bad header name")
        value = line[colon + 1:].strip(" \t")
        if any(_bad_value_char(c) for c in value):
            raise ValueError("bad header value")
        headers.append((name.lower(), value))
    hosts = [v for n, v in headers if n == "host"]
    if len(hosts) > 1:
        raise ValueError("multiple Host headers")
    if version == "HTTP/1.1" and not hosts:
        raise ValueError("missing Host header")
    cls = [v for n, v in headers if n == "content-length"]
    if cls:
        if any(not _DIGITS.fullmatch(v) for v in cls):
            raise ValueError("bad Content-Length")
        if len(set(cls)) != 1:
            raise ValueError("conflicting Content-Length")
        if any(n == "transfer-encoding" for n, _ in headers):
            raise ValueError("both Content-Length and Transfer-Encoding")
    return {"method": method, "target": target, "version": version, "headers": headers}
