"""Join untrusted relative paths under a base directory without escaping it."""
import os


def safe_join(base, *parts):
    base = os.fspath(base)
    if not os.path.exists(base):
        raise FileNotFoundError
    if not os.path.isdir(base):
        raise NotADirectoryError
    root = os.path.realpath(base)
    for part in parts:
        if not isinstance(part, str):
            raise TypeError
        # An absolute part is refused even when it names a path inside the base.
        if not part or "\0" in part or part.startswith("/"):
            raise ValueError
    # realpath follows symlinks before applying "..", as the kernel does.
    target = os.path.realpath(os.path.join(root, *parts))
    if os.path.commonpath([root, target]) != root:
        raise ValueError
    return target
