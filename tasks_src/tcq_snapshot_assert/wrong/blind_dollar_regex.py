# blind: R3 - name validated with re.match('^...+$'), which accepts a trailing newline
# differs on: assert_snapshot('x', 'name\n', d) -> expected ValueError
import difflib
import pathlib
import re

_NAME = re.compile(r"^[A-Za-z0-9_-]+$")


def assert_snapshot(actual: str, name: str, snapshot_dir: pathlib.Path, update: bool = False) -> str:
    if not isinstance(actual, str):
        raise TypeError("actual must be a str")
    if not isinstance(name, str) or _NAME.match(name) is None:
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
    lines.extend(difflib.unified_diff(old.split("\n"), actual.split("\n"),
                                      fromfile="snapshot", tofile="actual", lineterm=""))
    raise AssertionError("\n".join(lines))
