"""Strict parsing of an HTTP/1.x request head with size limits."""
import re

_REQUEST_LINE = re.compile(r"([A-Z]+) ([^\x00-\x20\x7f]+) (HTTP/1\.[01])")
_HEADER_LINE = re.compile(r"([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*")
_FORBIDDEN_IN_VALUE = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
_DIGITS = re.compile(r"[0-9]+")


def parse_request_head(data, max_line=8190, max_headers=100):
    head, blank_line, _ = data.partition(b"\r\n\r\n")
    if not blank_line:
        raise ValueError
    lines = head.decode("latin-1").split("\r\n")
    if len(lines) - 1 > max_headers or any(len(line) > max_line for line in lines):
        raise ValueError
    request_line = _REQUEST_LINE.fullmatch(lines[0])
    if request_line is None:
        raise ValueError
    method, target, version = request_line.groups()
    headers = []
    for line in lines[1:]:
        match = _HEADER_LINE.fullmatch(line)
        if match is None or _FORBIDDEN_IN_VALUE.search(match[2]):
            raise ValueError
        headers.append((match[1].lower(), match[2]))
    names = [name for name, _ in headers]
    hosts = names.count("host")
    if hosts > 1 or (version == "HTTP/1.1" and hosts == 0):
        raise ValueError
    lengths = {value for name, value in headers if name == "content-length"}
    if lengths and (len(lengths) > 1 or not _DIGITS.fullmatch(lengths.pop())):
        raise ValueError
    return {"method": method, "target": target, "version": version, "headers": headers}
