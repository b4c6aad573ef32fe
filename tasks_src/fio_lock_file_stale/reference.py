"""Acquire a lock file, renewing our own lock and breaking stale ones."""
import os
import re

_OWNER = re.compile(r"[A-Za-z0-9._-]+")
_RECORD = re.compile(rb"([A-Za-z0-9._-]+) ([0-9]+)\n")


def acquire_lock(path, owner, now, stale_after):
    if not _OWNER.fullmatch(owner) or now < 0 or stale_after < 1:
        raise ValueError
    path = os.fspath(path)
    record = f"{owner} {now}\n".encode()
    try:
        with open(path, "xb") as lock:  # O_CREAT | O_EXCL: only one creator wins
            lock.write(record)
        return True
    except FileExistsError:
        pass
    with open(path, "rb") as lock:
        match = _RECORD.fullmatch(lock.read())
    if match and match[1].decode() != owner and now - int(match[2]) < stale_after:
        return False
    temporary = f"{path}.{owner}.tmp"
    with open(temporary, "wb") as lock:
        lock.write(record)
    os.replace(temporary, path)
    return True
