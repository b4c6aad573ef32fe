# blind: R6 - rejects any '..' component outright, even when the final path stays inside base
# differs on: safe_join(base, 'a/../b') -> base/b expected, raises ValueError
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
        if ".." in p.split("/"):
            raise ValueError("parent reference")
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
