import os


def atomic_write_text(path, chunks, encoding="utf-8"):
    path = os.fspath(path)
    written = 0
    with open(path, "wb") as handle:
        for chunk in chunks:
            if not isinstance(chunk, str):
                raise TypeError("chunks must be str")
            written += handle.write(chunk.encode(encoding))
        handle.flush()
        os.fsync(handle.fileno())
    return written
