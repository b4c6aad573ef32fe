# blind: R5 - n == 0 is not special-cased; parts[-0:] returns every line
# differs on: b'a\nb\n', n=0 -> [] expected, gives ['a', 'b']
import os


def tail_lines(path, n, block_size=4096):
    if n < 0:
        raise ValueError("n must be >= 0")
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        pos = f.tell()
        buf = b""
        while pos > 0:
            step = min(block_size, pos)
            pos -= step
            f.seek(pos)
            buf = f.read(step) + buf
            body = buf[:-1] if buf.endswith(b"\n") else buf
            if body.count(b"\n") >= n:
                break
    if not buf:
        return []
    body = buf[:-1] if buf.endswith(b"\n") else buf
    parts = body.split(b"\n")
    if pos > 0:
        parts = parts[1:]  # first segment may be incomplete
    selected = parts[-n:]
    last_index = len(selected) - 1
    out = []
    for i, raw in enumerate(selected):
        has_newline = i < last_index or buf.endswith(b"\n")
        if has_newline and raw.endswith(b"\r"):
            raw = raw[:-1]
        out.append(raw)
    return [b.decode("utf-8") for b in out]
