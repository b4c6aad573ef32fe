"""Expire old files below a scratch directory using an injected clock."""
import os


def _clean(path, prefix, now, max_age, dry_run, removed):
    """Clean one directory; return True if it is empty afterwards."""
    empty = True
    for entry in os.scandir(path):
        rel = prefix + entry.name
        if entry.is_dir(follow_symlinks=False):
            _clean(entry.path, rel + "/", now, max_age, dry_run, removed)
            if not os.listdir(entry.path):
                removed.append(rel)
                if not dry_run:
                    os.rmdir(entry.path)
            else:
                empty = False
        elif entry.name != ".keep" and now - entry.stat(follow_symlinks=False).st_mtime > max_age:
            removed.append(rel)
            if not dry_run:
                os.unlink(entry.path)  # removes a symlink itself, never its target
        else:
            empty = False
    return empty


def expire_files(root, now, max_age, dry_run=False):
    if max_age < 0:
        raise ValueError
    if not os.path.exists(root):
        raise FileNotFoundError
    if not os.path.isdir(root):
        raise NotADirectoryError
    removed = []
    _clean(root, "", now, max_age, dry_run, removed)
    return sorted(removed)
