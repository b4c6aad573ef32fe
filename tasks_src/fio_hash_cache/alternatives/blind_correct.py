# blind: correct
import hashlib
import json
import os
import stat


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(65536), b""):
            h.update(block)
    return h.hexdigest()


def _load_cache(cache_path):
    try:
        with open(cache_path, "rb") as f:
            raw = f.read()
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return data


def hash_tree(root, cache_path):
    root = os.fspath(root)
    cache_path = os.fspath(cache_path)
    st = os.stat(root)
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", root)
    cache = _load_cache(cache_path)
    files = []

    def walk(absdir, reldir):
        for name in os.listdir(absdir):
            ap = os.path.join(absdir, name)
            rp = name if not reldir else reldir + "/" + name
            lst = os.lstat(ap)
            if stat.S_ISDIR(lst.st_mode):
                walk(ap, rp)
            elif stat.S_ISREG(lst.st_mode):
                files.append((rp, ap, lst))

    walk(root, "")
    new_cache = {}
    digests = {}
    hashed = 0
    for rp, ap, lst in sorted(files, key=lambda t: t[0]):
        entry = cache.get(rp)
        if entry is not None and entry[0] == lst.st_size and entry[1] == lst.st_mtime_ns:
            digest = entry[2]
        else:
            digest = _sha256(ap)
            hashed += 1
        digests[rp] = digest
        new_cache[rp] = [lst.st_size, lst.st_mtime_ns, digest]
    tmp = cache_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(new_cache, f)
    os.replace(tmp, cache_path)
    return digests, hashed
