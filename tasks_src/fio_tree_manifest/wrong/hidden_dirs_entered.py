import hashlib
import os


def tree_manifest(root):
    if not os.path.exists(root):
        raise FileNotFoundError(root)
    if not os.path.isdir(root):
        raise NotADirectoryError(root)
    manifest = []
    for directory, dirnames, filenames in os.walk(root):
        for name in filenames:
            path = os.path.join(directory, name)
            if name.startswith(".") or os.path.islink(path):
                continue
            relative = os.path.relpath(path, root).replace(os.sep, "/")
            with open(path, "rb") as handle:
                data = handle.read()
            manifest.append((relative, len(data), hashlib.sha256(data).hexdigest()))
    manifest.sort()
    return manifest
