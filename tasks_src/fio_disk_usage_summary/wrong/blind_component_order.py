# blind: R7 - picks the owning path by comparing path components (tuples) instead of plain string order
# differs on: hard links root/a/x and root/a.b/y -> 'a.b/y' < 'a/x' as strings, so a.b owns it; component order gives a
import os
import stat


def disk_usage(root):
    root = os.fspath(root)
    st = os.stat(root)  # raises FileNotFoundError
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", root)
    totals = {}
    files = []  # (relpath, top, key, size)

    def walk(abspath, relpath, top):
        try:
            lst = os.lstat(abspath)
        except FileNotFoundError:
            return
        mode = lst.st_mode
        if stat.S_ISREG(mode):
            files.append((relpath, top, (lst.st_dev, lst.st_ino), lst.st_size))
        elif stat.S_ISDIR(mode):
            for name in os.listdir(abspath):
                walk(os.path.join(abspath, name), relpath + "/" + name, top)

    for name in os.listdir(root):
        totals[name] = 0
        walk(os.path.join(root, name), name, name)

    best = {}
    for relpath, top, key, size in files:
        if key not in best or relpath.split("/") < best[key][0].split("/"):
            best[key] = (relpath, top, size)
    for relpath, top, size in best.values():
        totals[top] += size
    return sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
