# blind: R4 - parses the file leniently with split(), so a missing newline or extra spaces still count as valid
# differs on: file b'other 100' (no newline), now=101, stale_after=10 -> corrupt -> True expected, gives False
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
    parts = content.decode("ascii", "replace").split()
    if len(parts) == 2 and parts[1].isdigit():
        holder = parts[0]
        written = int(parts[1])
        if holder != owner and now - written < stale_after:
            return False
    _replace(path, data)
    return True
