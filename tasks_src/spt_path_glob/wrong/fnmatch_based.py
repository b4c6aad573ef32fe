import fnmatch
import re


def glob_match(pattern, path):
    if re.search(r"(?<!\\)\*\*", pattern) and not all(
        seg == "**" or "**" not in seg for seg in pattern.split("/")
    ):
        raise ValueError("bad **")
    return fnmatch.fnmatchcase(path, pattern)
