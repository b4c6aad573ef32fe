import os


def safe_join(base, *parts):
    base = os.fspath(base)
    if not os.path.exists(base):
        raise FileNotFoundError(base)
    if not os.path.isdir(base):
        raise NotADirectoryError(base)
    root = os.path.realpath(base)
    for part in parts:
        if not isinstance(part, str):
            raise TypeError("part must be str")
        if not part or "\0" in part or part.startswith("/"):
            raise ValueError("bad part")
    target = os.path.realpath(os.path.join(root, *parts))
    if not target.startswith(root):
        raise ValueError("outside base")
    return target
