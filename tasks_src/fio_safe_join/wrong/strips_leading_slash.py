import os


def safe_join(base, *parts):
    base = os.fspath(base)
    if not os.path.exists(base):
        raise FileNotFoundError(base)
    if not os.path.isdir(base):
        raise NotADirectoryError(base)
    root = os.path.realpath(base)
    cleaned = []
    for part in parts:
        if not isinstance(part, str):
            raise TypeError("part must be str")
        if "\0" in part:
            raise ValueError("NUL in part")
        part = part.lstrip("/")
        if not part:
            raise ValueError("empty part")
        cleaned.append(part)
    target = os.path.realpath(os.path.join(root, *cleaned))
    if os.path.commonpath([root, target]) != root:
        raise ValueError("outside base")
    return target
