import hashlib
import os


def verify_checksums(sums_file):
    base = os.path.dirname(os.path.abspath(sums_file))
    with open(sums_file, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    expected = {}
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split(None, 1)
        if len(parts) != 2 or len(parts[0]) != 64:
            raise ValueError("bad line")
        digest, name = parts[0], parts[1].strip().lstrip("*")
        int(digest, 16)
        if name.startswith("/") or ".." in name.split("/"):
            raise ValueError("unsafe name")
        if name in expected:
            raise ValueError("duplicate")
        expected[name] = digest.lower()
    result = {}
    for name, digest in expected.items():
        path = os.path.join(base, name)
        if not os.path.isfile(path):
            result[name] = "MISSING"
            continue
        with open(path, "rb") as handle:
            actual = hashlib.sha256(handle.read()).hexdigest()
        result[name] = "OK" if actual == digest else "FAILED"
    return result
