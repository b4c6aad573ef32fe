import re


def _segment_regex(segment):
    out = []
    i = 0
    while i < len(segment):
        ch = segment[i]
        if ch == "*":
            if segment[i + 1:i + 2] == "*":
                raise ValueError("** must be a whole segment")
            out.append(".*")
        elif ch == "?":
            out.append(".")
        elif ch == "\\":
            if i + 1 == len(segment):
                raise ValueError("dangling backslash")
            i += 1
            out.append(re.escape(segment[i]))
        elif ch == "[":
            start = i + 2 if segment[i + 1:i + 2] == "!" else i + 1
            end = segment.find("]", start + 1)
            if end == -1:
                raise ValueError("unclosed [")
            members = "".join("-" if c == "-" else re.escape(c) for c in segment[start:end])
            out.append("[" + ("^" if start == i + 2 else "") + members + "]")
            i = end
        else:
            out.append(re.escape(ch))
        i += 1
    try:
        return "".join(out)
    finally:
        re.compile("".join(out))


def glob_match(pattern, path):
    pieces = []
    for seg in pattern.split("/"):
        pieces.append("[^/]+(?:/[^/]+)*" if seg == "**" else _segment_regex(seg).replace(".*", "[^/]*").replace(".", "[^/]"))
    try:
        regex = re.compile("/".join(pieces), re.DOTALL)
    except re.error:
        raise ValueError("bad pattern") from None
    return regex.fullmatch(path) is not None
