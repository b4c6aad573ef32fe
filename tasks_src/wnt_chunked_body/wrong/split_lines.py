import re


def decode_chunked(data):
    if not data.endswith(b"\r\n\r\n"):
        raise ValueError("message does not end with an empty line")
    lines = data[:-2].split(b"\r\n")
    if lines[-1] != b"":
        raise ValueError("bad end")
    lines = lines[:-1]
    body = bytearray()
    i = 0
    while True:
        if i >= len(lines):
            raise ValueError("truncated")
        size_text = lines[i].split(b";", 1)[0]
        if not re.fullmatch(rb"[0-9A-Fa-f]+", size_text):
            raise ValueError("bad size")
        size = int(size_text, 16)
        i += 1
        if size == 0:
            break
        if i >= len(lines) or len(lines[i]) != size:
            raise ValueError("bad chunk")
        body += lines[i]
        i += 1
    trailers = {}
    for line in lines[i:]:
        name, colon, value = line.decode("latin-1").partition(":")
        if not colon or not name:
            raise ValueError("bad trailer")
        key, value = name.lower(), value.strip(" \t")
        trailers[key] = f"{trailers[key]}, {value}" if key in trailers else value
    return bytes(body), trailers
