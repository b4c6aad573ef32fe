# blind: R8 - trailer names and values are decoded as UTF-8 (with replacement) instead of ISO-8859-1
# differs on: trailer b'X-Lat: caf\xe9' -> expected value 'café'
import re

_HEX = re.compile(rb"[0-9A-Fa-f]+")


def _line(data, pos):
    i = data.find(b"\r\n", pos)
    if i < 0:
        raise ValueError("missing CRLF")
    return data[pos:i], i + 2


def decode_chunked(data: bytes) -> tuple:
    data = bytes(data)
    body = bytearray()
    pos = 0
    while True:
        line, pos = _line(data, pos)
        size_part = line.split(b";", 1)[0]
        if not _HEX.fullmatch(size_part):
            raise ValueError("invalid chunk size line %r" % (line,))
        size = int(size_part, 16)
        if size == 0:
            break
        end = pos + size
        if end + 2 > len(data):
            raise ValueError("chunk data too short")
        if data[end:end + 2] != b"\r\n":
            raise ValueError("chunk data not followed by CRLF")
        body += data[pos:end]
        pos = end + 2
    trailers = {}
    while True:
        line, pos = _line(data, pos)
        if line == b"":
            break
        if b":" not in line:
            raise ValueError("trailer line without ':'")
        name, value = line.split(b":", 1)
        name_s = name.decode("utf-8", "replace")
        if name_s == "":
            raise ValueError("empty trailer name")
        key = name_s.lower()
        val = value.decode("utf-8", "replace").strip(" \t")
        if key in trailers:
            trailers[key] = trailers[key] + ", " + val
        else:
            trailers[key] = val
    if pos != len(data):
        raise ValueError("data after end of chunked body")
    return bytes(body), trailers
