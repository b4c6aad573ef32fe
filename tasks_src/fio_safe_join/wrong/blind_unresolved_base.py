# blind: R5 - compares against the absolute but unresolved base, so a base reached through a symlink rejects everything
# differs on: base given as a symlink to a real dir, part 'f' -> realpath inside the target expected, raises ValueError
import os
import stat


def safe_join(base, *parts):
    base = os.fspath(base)
    st = os.stat(base)  # FileNotFoundError if missing
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", base)
    rbase = os.path.abspath(base)
    for p in parts:
        if not isinstance(p, str):
            raise TypeError("path parts must be str")
        if p == "":
            raise ValueError("empty path part")
        if "\0" in p:
            raise ValueError("NUL in path part")
        if p.startswith("/"):
            raise ValueError("absolute path part")
    if not parts:
        return rbase
    joined = rbase + "/" + "/".join(parts)
    resolved = os.path.realpath(joined)
    if resolved == rbase:
        return resolved
    prefix = rbase if rbase.endswith("/") else rbase + "/"
    if not resolved.startswith(prefix):
        raise ValueError("path escapes base directory")
    return resolved
