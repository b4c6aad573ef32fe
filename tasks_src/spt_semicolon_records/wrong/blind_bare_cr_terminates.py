# blind: R2 - a lone \r is also treated as a line terminator
# differs on: read_records('c\rd;e\n') -> expected [['c\rd', 'e']]


def _term_len(text, i):
    if text.startswith("\n", i):
        return 1
    if text.startswith("\r\n", i):
        return 2
    if text.startswith("\r", i):
        return 1
    return 0


def read_records(text: str) -> list:
    records = []
    n = len(text)
    i = 0
    while i < n:
        t = _term_len(text, i)
        if t:
            i += t
            continue
        fields = []
        while True:
            if i < n and text[i] == '"':
                j = i + 1
                buf = []
                while True:
                    if j >= n:
                        raise ValueError("unterminated quoted field")
                    c = text[j]
                    if c == '"':
                        if j + 1 < n and text[j + 1] == '"':
                            buf.append('"')
                            j += 2
                            continue
                        j += 1
                        break
                    buf.append(c)
                    j += 1
                fields.append("".join(buf))
                i = j
                if i >= n:
                    break
                if text[i] == ";":
                    i += 1
                    continue
                t = _term_len(text, i)
                if t:
                    i += t
                    break
                raise ValueError("unexpected character after closing quote")
            else:
                j = i
                while j < n and text[j] != ";" and not _term_len(text, j):
                    if text[j] == '"':
                        raise ValueError("quote inside unquoted field")
                    j += 1
                raw = text[i:j].strip(" \t")
                fields.append(raw if raw else None)
                i = j
                if i >= n:
                    break
                if text[i] == ";":
                    i += 1
                    continue
                i += _term_len(text, i)
                break
        records.append(fields)
    return records
