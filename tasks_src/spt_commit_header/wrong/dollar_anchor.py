import re


def parse_commit_header(header):
    match = re.match(r"^([a-z]+)(?:\(([A-Za-z0-9_./-]+)\))?(!?): (\S.*)$", header)
    if not match:
        raise ValueError("not a conventional commit header")
    kind, scope, bang, description = match.groups()
    return {"type": kind, "scope": scope, "breaking": bool(bang), "description": description}
