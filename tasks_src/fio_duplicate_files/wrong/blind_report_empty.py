# blind: R3 - empty files are grouped and reported like any other
# differs on: two empty files root/e1, root/e2 -> [] expected, gives [(0, ['e1','e2'])]
import hashlib
import os
import stat


def _digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while True:
            block = f.read(65536)
            if not block:
                break
            h.update(block)
    return h.digest()


def _same(a, b):
    with open(a, "rb") as fa, open(b, "rb") as fb:
        while True:
            x = fa.read(65536)
            y = fb.read(65536)
            if x != y:
                return False
            if not x:
                return True


def find_duplicates(root):
    root = os.fspath(root)
    st = os.stat(root)
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", root)
    inodes = {}  # (dev, ino) -> (relpath, abspath, size)

    def walk(absdir, reldir):
        for name in os.listdir(absdir):
            ap = os.path.join(absdir, name)
            rp = name if not reldir else reldir + "/" + name
            try:
                lst = os.lstat(ap)
            except FileNotFoundError:
                continue
            if stat.S_ISDIR(lst.st_mode):
                walk(ap, rp)
            elif stat.S_ISREG(lst.st_mode):
                key = (lst.st_dev, lst.st_ino)
                if key not in inodes or rp < inodes[key][0]:
                    inodes[key] = (rp, ap, lst.st_size)

    walk(root, "")
    by_size = {}
    for rp, ap, size in inodes.values():
        by_size.setdefault(size, []).append((rp, ap))
    groups = []
    for size, items in by_size.items():
        if len(items) < 2:
            continue
        by_hash = {}
        for rp, ap in items:
            by_hash.setdefault(_digest(ap), []).append((rp, ap))
        for members in by_hash.values():
            # split further on exact byte comparison (guards against collisions)
            clusters = []
            for rp, ap in members:
                for cl in clusters:
                    if _same(cl[0][1], ap):
                        cl.append((rp, ap))
                        break
                else:
                    clusters.append([(rp, ap)])
            for cl in clusters:
                if len(cl) >= 2:
                    groups.append((size, sorted(rp for rp, _ in cl)))
    groups.sort(key=lambda g: (-g[0], g[1][0]))
    return groups
