import re


def decode_chunked(data):
    body = bytearray()
    pos = 0
    while True:
        end = data.find(b"\r\n", pos)
        if end < 0:
            raise ValueError("missing CRLF")
        line, pos = data[pos:end], end + 2
        size_text = line.split(b";", 1)[0]
        if not re.fullmatch(rb"[0-9A-Fa-f]+", size_text):
            raise ValueError("bad size")
        size = int(size_text, 16)
        if size == 0:
            break
        if data[pos + size:pos + size + 2] != b"\r\n":
            raise ValueError("chunk data is not followed by CRLF")
        body += data[pos:pos + size]
        pos += size + 2
    trailers = {}
    while True:
        end = data.find(b"\r\n", pos)
        if end < 0:
            raise ValueError("missing CRLF")
        line, pos = data[pos:end], end + 2
        if not line:
            break
        name, colon, value = line.decode("latin-1").partition(":")
        if not colon or not name:
            raise ValueError("bad trailer")
        trailers[name.lower()] = value.strip()
    if pos != len(data):
        raise ValueError("trailing bytes")
    return bytes(body), trailers
