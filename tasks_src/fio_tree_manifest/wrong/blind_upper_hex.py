# blind: R3 - digest returned in uppercase hex
# differs on: any file -> lowercase hex expected
import hashlib
import os
import stat


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(65536), b""):
            h.update(block)
    return h.hexdigest().upper()


def tree_manifest(root):
    root = os.fspath(root)
    st = os.stat(root)
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", root)
    out = []

    def walk(absdir, reldir):
        for name in os.listdir(absdir):
            if name.startswith("."):
                continue
            ap = os.path.join(absdir, name)
            rp = name if not reldir else reldir + "/" + name
            lst = os.lstat(ap)
            if stat.S_ISDIR(lst.st_mode):
                walk(ap, rp)
            elif stat.S_ISREG(lst.st_mode):
                out.append((rp, lst.st_size, _sha256(ap)))

    walk(root, "")
    out.sort(key=lambda t: t[0])
    return out
