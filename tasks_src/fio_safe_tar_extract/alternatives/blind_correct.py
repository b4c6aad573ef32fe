# blind: correct
import os
import tarfile


def _unsafe(m):
    name = m.name
    if name.startswith("/"):
        return True
    if ".." in name.split("/"):
        return True
    if not (m.isreg() or m.isdir()):
        return True
    return False


def safe_extract(archive, dest):
    archive = os.fspath(archive)
    dest = os.fspath(dest)
    skipped = []
    with tarfile.open(archive) as tf:
        os.makedirs(dest, exist_ok=True)
        for m in tf:
            if _unsafe(m):
                skipped.append(m.name)
                continue
            target = os.path.join(dest, m.name)
            if m.isdir():
                os.makedirs(target, exist_ok=True)
                continue
            parent = os.path.dirname(target)
            if parent:
                os.makedirs(parent, exist_ok=True)
            src = tf.extractfile(m)
            data = src.read() if src is not None else b""
            with open(target, "wb") as f:
                f.write(data)
    return skipped
