"""Atomic file replacement: write a temporary sibling, fsync, then rename."""
import os
import tempfile


def atomic_write_text(path, chunks, encoding="utf-8"):
    path = os.fspath(path)
    try:
        mode = os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        mode = 0o644
    directory = os.path.dirname(os.path.abspath(path))
    fd, temp_path = tempfile.mkstemp(dir=directory, prefix=".")
    try:
        written = 0
        with os.fdopen(fd, "wb") as handle:
            for chunk in chunks:
                if not isinstance(chunk, str):
                    raise TypeError(f"chunks must be str, got {type(chunk).__name__}")
                written += handle.write(chunk.encode(encoding))
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp_path, mode)
        os.replace(temp_path, path)
    except BaseException:
        os.unlink(temp_path)
        raise
    return written
