# blind: R7 - checks existence only, so a directory is hashed/crashes instead of MISSING
# differs on: listed name is a directory -> MISSING expected, raises IsADirectoryError
import hashlib
import os
import re

_LINE = re.compile(r"([0-9a-fA-F]{64}) [ *](.+)", re.DOTALL)


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(65536), b""):
            h.update(block)
    return h.hexdigest()


def verify_checksums(sums_file):
    sums_file = os.fspath(sums_file)
    with open(sums_file, "rb") as f:
        text = f.read().decode("utf-8")
    base = os.path.dirname(os.path.abspath(sums_file))
    entries = []
    seen = set()
    for raw in text.split("\n"):
        line = raw[:-1] if raw.endswith("\r") else raw
        if line.strip() == "" or line.startswith("#"):
            continue
        m = _LINE.fullmatch(line)
        if m is None:
            raise ValueError("malformed line: %r" % line)
        digest, name = m.group(1), m.group(2)
        if name.startswith("/"):
            raise ValueError("absolute name: %r" % name)
        if ".." in name.split("/"):
            raise ValueError("parent component in name: %r" % name)
        if name in seen:
            raise ValueError("duplicate name: %r" % name)
        seen.add(name)
        entries.append((name, digest))
    result = {}
    for name, digest in entries:
        path = os.path.join(base, name)
        if not os.path.exists(path):
            result[name] = "MISSING"
        elif _sha256(path) == digest.lower():
            result[name] = "OK"
        else:
            result[name] = "FAILED"
    return result
