# blind: R1 - accepts any run of spaces after the colon and strips it
# differs on: parse_commit_header('feat:  x') -> description 'x' instead of ValueError
import re
from typing import Dict, Optional, Union

_RE = re.compile(r"([a-z]+)(?:\(([A-Za-z0-9_./-]+)\))?(!)?: (.+)", re.DOTALL)


def parse_commit_header(header: str) -> Dict[str, Union[str, bool, None]]:
    if not isinstance(header, str):
        raise ValueError("header must be a str")
    if "\n" in header or "\r" in header:
        raise ValueError("header must not contain line breaks")
    m = _RE.fullmatch(header)
    if not m:
        raise ValueError(f"not a conventional commit header: {header!r}")
    description = m.group(4).lstrip(" ")
    if not description:
        raise ValueError("empty description")
    if description[0].isspace():
        raise ValueError("description must not start with whitespace")
    return {
        "type": m.group(1),
        "scope": m.group(2),
        "breaking": m.group(3) is not None,
        "description": description,
    }
