def parse_logfmt(line):
    pairs = {}
    for token in line.split():
        key, sep, value = token.partition("=")
        if not key or '"' in key:
            raise ValueError("bad key")
        if not sep:
            pairs[key] = True
            continue
        if value.startswith('"'):
            if len(value) < 2 or not value.endswith('"'):
                raise ValueError("unterminated")
            value = value[1:-1].replace('\\"', '"').replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")
        elif '"' in value:
            raise ValueError("quote in value")
        pairs[key] = value
    return pairs
