# blind: R2 - any whitespace (str.isspace, including \r) separates words
# differs on: split_command('a\rb c') -> expected ['a\rb', 'c']

_SEP = " \t\n"
_DQ_ESC = '"\\$`'


def split_command(line: str) -> list[str]:
    words = []
    cur = None
    i = 0
    n = len(line)
    while i < n:
        c = line[i]
        if c.isspace():
            if cur is not None:
                words.append(cur)
                cur = None
            i += 1
        elif c == "'":
            j = line.find("'", i + 1)
            if j < 0:
                raise ValueError("unclosed single quote")
            cur = (cur or "") + line[i + 1:j]
            i = j + 1
        elif c == '"':
            i += 1
            buf = []
            while True:
                if i >= n:
                    raise ValueError("unclosed double quote")
                ch = line[i]
                if ch == '"':
                    i += 1
                    break
                if ch == "\\" and i + 1 < n and line[i + 1] in _DQ_ESC:
                    buf.append(line[i + 1])
                    i += 2
                    continue
                buf.append(ch)
                i += 1
            cur = (cur or "") + "".join(buf)
        elif c == "\\":
            if i + 1 >= n:
                raise ValueError("trailing backslash")
            nxt = line[i + 1]
            if nxt != "\n":
                cur = (cur or "") + nxt
            i += 2
        elif c == "#" and cur is None:
            j = line.find("\n", i)
            i = n if j < 0 else j
        else:
            cur = (cur or "") + c
            i += 1
    if cur is not None:
        words.append(cur)
    return words
