# blind: R9 - the diff is built from splitlines(), hiding a difference only in the final newline
# differs on: stored 'a\nb\n', actual 'a\nb' -> message must contain the '-' line for the empty last line
import difflib
import pathlib
import re

_NAME = re.compile(r"[A-Za-z0-9_-]+")


def assert_snapshot(actual: str, name: str, snapshot_dir: pathlib.Path, update: bool = False) -> str:
    if not isinstance(actual, str):
        raise TypeError("actual must be a str")
    if not isinstance(name, str) or _NAME.fullmatch(name) is None:
        raise ValueError("invalid snapshot name: %r" % (name,))
    snapshot_dir = pathlib.Path(snapshot_dir)
    path = snapshot_dir / (name + ".snap")
    if not path.exists():
        snapshot_dir.mkdir(parents=True, exist_ok=True)
        path.write_bytes(actual.encode("utf-8"))
        return "created"
    old = path.read_bytes().decode("utf-8")
    if old == actual:
        return "matched"
    if update:
        path.write_bytes(actual.encode("utf-8"))
        return "updated"
    lines = ["snapshot %r does not match" % (name,)]
    lines.extend(difflib.unified_diff(old.splitlines(), actual.splitlines(),
                                      fromfile="snapshot", tofile="actual", lineterm=""))
    raise AssertionError("\n".join(lines))
