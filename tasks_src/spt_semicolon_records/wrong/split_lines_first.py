def _field(raw):
    if raw.startswith('"'):
        if len(raw) < 2 or not raw.endswith('"'):
            raise ValueError("bad quoted field")
        inner = raw[1:-1]
        if '"' in inner.replace('""', ""):
            raise ValueError("stray quote")
        return inner.replace('""', '"')
    if '"' in raw:
        raise ValueError("quote in unquoted field")
    return raw.strip(" \t") or None


def read_records(text):
    records = []
    for line in text.replace("\r\n", "\n").split("\n"):
        if line == "":
            continue
        fields, current, quoted = [], "", False
        for ch in line:
            if ch == '"':
                quoted = not quoted
            if ch == ";" and not quoted:
                fields.append(_field(current))
                current = ""
            else:
                current += ch
        if quoted:
            raise ValueError("unterminated quote")
        fields.append(_field(current))
        records.append(fields)
    return records
