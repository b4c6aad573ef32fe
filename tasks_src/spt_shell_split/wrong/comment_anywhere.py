def split_command(line):
    words = []
    word = None
    i = 0
    while i < len(line):
        ch = line[i]
        if ch in " \t\n":
            if word is not None:
                words.append(word)
                word = None
            i += 1
        elif ch == "#":
            end = line.find("\n", i)
            i = len(line) if end == -1 else end
        elif ch == "\\":
            if i + 1 == len(line):
                raise ValueError("trailing backslash")
            if line[i + 1] != "\n":
                word = (word or "") + line[i + 1]
            i += 2
        elif ch == "'":
            end = line.find("'", i + 1)
            if end == -1:
                raise ValueError("unclosed quote")
            word = (word or "") + line[i + 1:end]
            i = end + 1
        elif ch == '"':
            i += 1
            text = ""
            while i < len(line) and line[i] != '"':
                if line[i] == "\\" and line[i + 1:i + 2] in ('"', "\\", "$", "`"):
                    i += 1
                text += line[i]
                i += 1
            if i >= len(line):
                raise ValueError("unclosed quote")
            word = (word or "") + text
            i += 1
        else:
            word = (word or "") + ch
            i += 1
    if word is not None:
        words.append(word)
    return words
