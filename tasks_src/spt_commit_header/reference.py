"""Parse a Conventional Commits header such as 'feat(api)!: add endpoint'."""
import re

HEADER = re.compile(r"([a-z]+)(?:\(([A-Za-z0-9_./-]+)\))?(!?): (\S[^\r\n]*)")


def parse_commit_header(header):
    match = HEADER.fullmatch(header)
    if match is None:
        raise ValueError
    kind, scope, bang, description = match.groups()
    return {"type": kind, "scope": scope, "breaking": bang == "!", "description": description}
