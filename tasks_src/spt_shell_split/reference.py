"""Split a command line into words following POSIX shell quoting rules."""

SEPARATORS = " \t\n"
DQUOTE_ESCAPABLE = '"\\$`'


def _double_quoted(line, i):
    """Read a double-quoted part whose opening quote is at i; return (text, next index)."""
    parts = []
    i += 1
    while i < len(line) and line[i] != '"':
        if line[i] == "\\" and line[i + 1:i + 2] in tuple(DQUOTE_ESCAPABLE):
            i += 1
        parts.append(line[i])
        i += 1
    if i >= len(line):
        raise ValueError
    return "".join(parts), i + 1


def split_command(line):
    words = []
    word = None  # None while no word is in progress
    i = 0
    while i < len(line):
        ch = line[i]
        if ch in SEPARATORS:
            if word is not None:
                words.append(word)
                word = None
            i += 1
        elif ch == "#" and word is None:
            end = line.find("\n", i)
            i = len(line) if end == -1 else end
        elif ch == "\\":
            if i + 1 == len(line):
                raise ValueError
            if line[i + 1] != "\n":
                word = (word or "") + line[i + 1]
            i += 2
        elif ch == "'":
            end = line.find("'", i + 1)
            if end == -1:
                raise ValueError
            word = (word or "") + line[i + 1:end]
            i = end + 1
        elif ch == '"':
            text, i = _double_quoted(line, i)
            word = (word or "") + text
        else:
            word = (word or "") + ch
            i += 1
    if word is not None:
        words.append(word)
    return words
