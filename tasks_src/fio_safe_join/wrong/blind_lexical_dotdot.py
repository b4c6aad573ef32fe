# blind: R3 - collapses '..' lexically (normpath) before resolving links, so 'link/..' is the link's directory
# differs on: base/ln -> base/a/b (symlink), part 'ln/../c' -> base/a/c expected, gives base/c
import os
import stat


def safe_join(base, *parts):
    base = os.fspath(base)
    st = os.stat(base)  # FileNotFoundError if missing
    if not stat.S_ISDIR(st.st_mode):
        raise NotADirectoryError(20, "Not a directory", base)
    rbase = os.path.realpath(base)
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
    resolved = os.path.realpath(os.path.normpath(joined))
    if resolved == rbase:
        return resolved
    prefix = rbase if rbase.endswith("/") else rbase + "/"
    if not resolved.startswith(prefix):
        raise ValueError("path escapes base directory")
    return resolved
