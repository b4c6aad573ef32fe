"""Summarise disk usage per top-level entry, counting each inode once."""
import os
import stat


def disk_usage(root):
    if not os.path.exists(root):
        raise FileNotFoundError
    if not os.path.isdir(root):
        raise NotADirectoryError
    totals = {}
    files = []  # (relative path, top-level name, lstat result)
    for entry in os.scandir(root):
        totals[entry.name] = 0
        info = os.lstat(entry.path)
        if stat.S_ISDIR(info.st_mode):
            for dirpath, _dirnames, filenames in os.walk(entry.path):
                for name in filenames:
                    full = os.path.join(dirpath, name)
                    files.append((os.path.relpath(full, root), entry.name, os.lstat(full)))
        else:
            files.append((entry.name, entry.name, info))
    seen = set()
    # Hard links: the inode is charged to the path that sorts first.
    for _rel, top, info in sorted(files):  # relative paths are unique
        inode = (info.st_dev, info.st_ino)
        if stat.S_ISREG(info.st_mode) and inode not in seen:
            seen.add(inode)
            totals[top] += info.st_size
    return sorted(totals.items(), key=lambda item: (-item[1], item[0]))
