"""SHA-256 digests of a tree, reusing a cache keyed by size and mtime."""
import hashlib
import json
import os
import stat
from pathlib import Path


def hash_tree(root, cache_path):
    if not os.path.isdir(root):
        raise NotADirectoryError if os.path.exists(root) else FileNotFoundError
    cache = {}
    try:
        loaded = json.loads(Path(cache_path).read_bytes().decode())
        if isinstance(loaded, dict):
            cache = loaded
    except (FileNotFoundError, ValueError):  # missing, bad UTF-8 or bad JSON
        pass
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
            if entry is not None and entry[:2] == key:
                digest = entry[2]
            else:
                with open(full, "rb") as data:
                    digest = hashlib.sha256(data.read()).hexdigest()
                hashed += 1
            fresh[rel] = key + [digest]
    with open(f"{cache_path}.tmp", "w") as out:
        json.dump(fresh, out)
    os.replace(f"{cache_path}.tmp", cache_path)
    return {rel: fresh[rel][2] for rel in sorted(fresh)}, hashed
