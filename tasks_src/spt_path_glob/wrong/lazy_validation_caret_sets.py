import re


def _segment_matches(segment, text):
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
            end = segment.find("]", i + 2)
            if end == -1:
                raise ValueError("unclosed [")
            body = segment[i + 1:end]
            if body.startswith("!"):
                body = "^" + body[1:]
            out.append("[" + body.replace("\\", "\\\\") + "]")
            i = end
        else:
            out.append(re.escape(ch))
        i += 1
    try:
        return re.fullmatch("".join(out), text, re.DOTALL) is not None
    except re.error:
        raise ValueError("bad set") from None


def glob_match(pattern, path):
    segs = pattern.split("/")
    parts = path.split("/")

    def match(p, s):
        if p == len(segs):
            return s == len(parts)
        if segs[p] == "**":
            return any(match(p + 1, k) for k in range(s, len(parts) + 1))
        return s < len(parts) and _segment_matches(segs[p], parts[s]) and match(p + 1, s + 1)

    return match(0, 0)
