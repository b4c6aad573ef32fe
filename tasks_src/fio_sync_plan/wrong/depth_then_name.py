"""Plan the operations that make one directory tree mirror another."""
import os
from operator import itemgetter
from pathlib import Path


def _scan(root):
    kinds = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for names, kind in ((dirnames, "dir"), (filenames, "file")):
            for name in names:
                kinds[os.path.relpath(os.path.join(dirpath, name), root)] = kind
    return kinds


def sync_plan(src, dst):
    for root in (src, dst):
        if not os.path.exists(root):
            raise FileNotFoundError
        if not os.path.isdir(root):
            raise NotADirectoryError
    source, target = _scan(src), _scan(dst)
    removals = [
        ("rmdir" if kind == "dir" else "delete", rel)
        for rel, kind in target.items()
        if source.get(rel) != kind
    ]
    creations = []
    for rel, kind in source.items():
        if kind == "dir":
            if target.get(rel) != "dir":
                creations.append(("mkdir", rel))
        elif target.get(rel) != "file":
            creations.append(("copy", rel))
        elif Path(src, rel).read_bytes() != Path(dst, rel).read_bytes():
            creations.append(("update", rel))
    # Children before parents when removing, parents before children when creating.
    return sorted(removals, key=lambda op: (-op[1].count("/"), op[1])) + sorted(creations, key=itemgetter(1))
