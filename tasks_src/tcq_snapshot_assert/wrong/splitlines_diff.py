import difflib
import re
from pathlib import Path

NAME_PATTERN = re.compile(r"[A-Za-z0-9_-]+")


def assert_snapshot(actual, name, snapshot_dir, update=False):
    if not isinstance(actual, str):
        raise TypeError
    if not NAME_PATTERN.fullmatch(name):
        raise ValueError
    path = Path(snapshot_dir) / f"{name}.snap"
    # Bytes in and out: str.encode/bytes.decode default to UTF-8 and nothing
    # translates newlines.
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(actual.encode())
        return "created"
    expected = path.read_bytes().decode()
    if expected == actual:
        return "matched"
    if update:
        path.write_bytes(actual.encode())
        return "updated"
    diff = difflib.unified_diff(
        expected.splitlines(), actual.splitlines(), fromfile="snapshot", tofile="actual", lineterm=""
    )
    raise AssertionError("\n".join([f"snapshot {name!r} does not match", *diff]))
