# blind: R4 - compares only the first 8 KiB of same-size files, grouping files that differ later
# differs on: two 10000-byte files identical except the last byte -> [] expected, grouped
import hashlib
import os
import stat


def _digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read(8192)).digest()


def _same(a, b):
    return _digest(a) == _digest(b)


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
        if size == 0:
            continue
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
