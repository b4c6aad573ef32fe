"""Decoder for HTTP/1.1 chunked transfer coding."""
import re

_HEX_SIZE = re.compile(rb"[0-9A-Fa-f]+")


def _read_line(data, pos):
    end = data.index(b"\r\n", pos)  # ValueError when the CRLF is missing
    return data[pos:end], end + 2


def decode_chunked(data):
    body = bytearray()
    pos = 0
    while True:
        line, pos = _read_line(data, pos)
        size_text = line.partition(b";")[0]
        if not _HEX_SIZE.fullmatch(size_text):
            raise ValueError  # the size must be plain hex digits
        size = int(size_text, 16)
        if size == 0:
            break
        if data[pos + size:pos + size + 2] != b"\r\n":
            raise ValueError  # chunk data too short or not followed by CRLF
        body += data[pos:pos + size]
        pos += size + 2
    trailers = {}
    while True:
        line, pos = _read_line(data, pos)
        if not line:
            break
        name, colon, value = line.decode("latin-1").partition(":")
        if not colon or not name:
            raise ValueError  # a trailer line needs a name and a colon
        key, value = name.lower(), value.strip(" \t")
        trailers[key] = f"{trailers[key]}, {value}" if key in trailers else value
    if pos != len(data):
        raise ValueError  # bytes left over after the final empty line
    return bytes(body), trailers
