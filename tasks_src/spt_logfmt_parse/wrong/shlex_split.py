import shlex


def parse_logfmt(line):
    pairs = {}
    for token in shlex.split(line):
        key, sep, value = token.partition("=")
        if not key:
            raise ValueError("missing key")
        pairs[key] = value if sep else True
    return pairs
