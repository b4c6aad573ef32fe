import re


def parse_commit_header(header):
    if "\n" in header or "\r" in header:
        raise ValueError("line break in header")
    match = re.fullmatch(r"([a-zA-Z]+)(?:\(([^()]*)\))?(!?): (\S.*)", header)
    if not match:
        raise ValueError("not a conventional commit header")
    kind, scope, bang, description = match.groups()
    return {"type": kind.lower(), "scope": scope, "breaking": bang == "!", "description": description}
