"""Report groups of files with identical contents below a directory."""
import hashlib
import os
import stat
from collections import defaultdict


def find_duplicates(root):
    root = os.fspath(root)
    if not os.path.exists(root):
        raise FileNotFoundError
    if not os.path.isdir(root):
        raise NotADirectoryError
    entries = []
    for dirpath, _dirnames, filenames in os.walk(root, followlinks=True):
        for name in filenames:
            full = os.path.join(dirpath, name)
            if not os.path.isfile(full):
                continue
            info = os.stat(full)
            if info.st_size > 0:
                entries.append((os.path.relpath(full, root), full, info))
    # Several names for one inode are one file: keep the name that sorts first.
    by_inode = {}
    for rel, full, info in sorted(entries):
        by_inode.setdefault((info.st_dev, info.st_ino), (rel, full, info.st_size))
    by_size = defaultdict(list)
    for rel, full, size in by_inode.values():
        by_size[size].append((rel, full))
    groups = []
    for size, files in by_size.items():
        if len(files) < 2:
            continue
        by_digest = defaultdict(list)
        for rel, full in files:
            with open(full, "rb") as handle:
                by_digest[hashlib.sha256(handle.read()).digest()].append(rel)
        groups.extend((size, sorted(names)) for names in by_digest.values() if len(names) > 1)
    return sorted(groups, key=lambda group: (-group[0], group[1][0]))
