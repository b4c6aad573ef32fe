import os
import tempfile


def atomic_write_text(path, chunks, encoding="utf-8"):
    path = os.fspath(path)
    fd, temp_path = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=".")
    try:
        written = 0
        with os.fdopen(fd, "wb") as handle:
            for chunk in chunks:
                if not isinstance(chunk, str):
                    raise TypeError("chunks must be str")
                written += handle.write(chunk.encode(encoding))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_path, path)
    except BaseException:
        os.unlink(temp_path)
        raise
    return written
