# blind: R8 - on a failure the temporary file is left behind in the directory
# differs on: a generator that yields 'a' then raises RuntimeError -> directory should be unchanged, a dot temp file remains
import codecs
import os
import tempfile


def atomic_write_text(path, chunks, encoding="utf-8"):
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    base = os.path.basename(path)
    if os.path.isdir(path):
        raise IsADirectoryError(21, "Is a directory", path)
    if not os.path.isdir(directory):
        raise FileNotFoundError(2, "No such file or directory", directory)
    try:
        mode = os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        mode = 0o644
    encoder = codecs.getincrementalencoder(encoding)()
    fd, tmp = tempfile.mkstemp(prefix="." + base + ".", suffix=".tmp", dir=directory)
    try:
        written = 0
        with os.fdopen(fd, "wb") as f:
            for chunk in chunks:
                if not isinstance(chunk, str):
                    raise TypeError("chunks must be str, got %s" % type(chunk).__name__)
                data = encoder.encode(chunk)
                f.write(data)
                written += len(data)
            data = encoder.encode("", final=True)
            if data:
                f.write(data)
                written += len(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        raise
    return written
