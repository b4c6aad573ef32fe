import hashlib
import os
import re

_LINE = re.compile(r"([0-9A-Fa-f]{64}) [ *](.+)")


def verify_checksums(sums_file):
    base = os.path.dirname(os.path.abspath(sums_file))
    with open(sums_file, "rb") as handle:
        lines = handle.read().decode("utf-8").split("\n")
    expected = {}
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        match = _LINE.fullmatch(line)
        if match is None:
            raise ValueError("bad line")
        digest, name = match.groups()
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
