# blind: R3 - a removed directory's contents are not listed individually (only the rmdir)
# differs on: dst/old/x.txt with no src/old -> [('delete','old/x.txt'),('rmdir','old')] expected, gives only rmdir
import os
import stat

_SRC = [None, None]


def _scan(root):
    entries = {}

    def walk(absdir, reldir):
        for name in os.listdir(absdir):
            ap = os.path.join(absdir, name)
            rp = name if not reldir else reldir + "/" + name
            st = os.lstat(ap)
            if stat.S_ISDIR(st.st_mode):
                entries[rp] = ("dir", ap)
                if root == _SRC[0]:
                    walk(ap, rp)
                elif os.path.isdir(os.path.join(_SRC[1], rp)):
                    walk(ap, rp)
            else:
                entries[rp] = ("file", ap)

    walk(root, "")
    return entries


def _same_bytes(a, b):
    if os.path.getsize(a) != os.path.getsize(b):
        return False
    with open(a, "rb") as fa, open(b, "rb") as fb:
        while True:
            x = fa.read(65536)
            y = fb.read(65536)
            if x != y:
                return False
            if not x:
                return True


def _check_root(p):
    st = os.stat(p)
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", p)


def sync_plan(src, dst):
    src = os.fspath(src)
    dst = os.fspath(dst)
    _check_root(src)
    _check_root(dst)
    _SRC[0] = src
    _SRC[1] = src
    s = _scan(src)
    d = _scan(dst)
    removals = []
    additions = []
    for p, (kind, ap) in d.items():
        other = s.get(p)
        if kind == "file" and (other is None or other[0] != "file"):
            removals.append(("delete", p))
        elif kind == "dir" and (other is None or other[0] != "dir"):
            removals.append(("rmdir", p))
    for p, (kind, ap) in s.items():
        other = d.get(p)
        if kind == "dir":
            if other is None or other[0] != "dir":
                additions.append(("mkdir", p))
        else:
            if other is None or other[0] != "file":
                additions.append(("copy", p))
            elif not _same_bytes(ap, other[1]):
                additions.append(("update", p))
    removals.sort(key=lambda e: e[1], reverse=True)
    additions.sort(key=lambda e: e[1])
    return removals + additions
