# blind: R5 - compares owners case-insensitively, so 'Worker' renews 'worker''s lock
# differs on: file b'worker 100\n', owner 'Worker', now=101, stale_after=10 -> False expected, gives True
import os
import re
import tempfile

_OWNER = re.compile(r"[A-Za-z0-9._-]+")
_LINE = re.compile(rb"([A-Za-z0-9._-]+) ([0-9]+)\n")


def _replace(path, data):
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".lock-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def acquire_lock(path, owner, now, stale_after):
    if not isinstance(owner, str) or not _OWNER.fullmatch(owner):
        raise ValueError("invalid owner")
    if now < 0:
        raise ValueError("now must be >= 0")
    if stale_after < 1:
        raise ValueError("stale_after must be >= 1")
    path = os.fspath(path)
    data = ("%s %d\n" % (owner, now)).encode("ascii")
    try:
        with open(path, "xb") as f:
            f.write(data)
        return True
    except FileExistsError:
        pass
    with open(path, "rb") as f:
        content = f.read()
    m = _LINE.fullmatch(content)
    if m is not None:
        holder = m.group(1).decode("ascii")
        written = int(m.group(2))
        if holder.lower() != owner.lower() and now - written < stale_after:
            return False
    _replace(path, data)
    return True
