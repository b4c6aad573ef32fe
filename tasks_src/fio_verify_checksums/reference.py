"""Verification of files against a sha256sum-style checksum list."""
import hashlib
import os
import re

_LINE = re.compile(r"([0-9A-Fa-f]{64}) [ *](.+)")


def verify_checksums(sums_file):
    base = os.path.dirname(os.path.abspath(sums_file))
    with open(sums_file, encoding="utf-8", newline="") as handle:
        lines = handle.read().split("\n")
    expected = {}
    for number, line in enumerate(lines, start=1):
        line = line.removesuffix("\r")
        if not line.strip() or line.startswith("#"):
            continue
        match = _LINE.fullmatch(line)
        if match is None:
            raise ValueError(f"line {number}: not a checksum line")
        digest, name = match.groups()
        if name.startswith("/") or ".." in name.split("/"):
            raise ValueError(f"line {number}: unsafe file name {name!r}")
        if name in expected:
            raise ValueError(f"line {number}: {name!r} listed twice")
        expected[name] = digest.lower()
    result = {}
    for name, digest in expected.items():
        path = os.path.join(base, name)
        if not os.path.isfile(path):
            result[name] = "MISSING"
            continue
        with open(path, "rb") as handle:
            actual = hashlib.file_digest(handle, "sha256").hexdigest()
        result[name] = "OK" if actual == digest else "FAILED"
    return result
