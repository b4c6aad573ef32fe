"""Glob matching for slash-separated paths with a recursive `**` segment."""
import re
from functools import cache


def _segment_regex(segment):
    out = []
    i = 0
    while i < len(segment):
        ch = segment[i]
        if ch == "*":
            if segment[i + 1:i + 2] == "*":
                raise ValueError
            out.append(".*")
        elif ch == "?":
            out.append(".")
        elif ch == "\\":
            if i + 1 == len(segment):
                raise ValueError
            i += 1
            out.append(re.escape(segment[i]))
        elif ch == "[":
            start = i + 2 if segment[i + 1:i + 2] == "!" else i + 1
            end = segment.find("]", start + 1)
            if end == -1:
                raise ValueError
            members = "".join("-" if c == "-" else re.escape(c) for c in segment[start:end])
            out.append("[" + ("^" if start == i + 2 else "") + members + "]")
            i = end
        else:
            out.append(re.escape(ch))
        i += 1
    try:
        return re.compile("".join(out), re.DOTALL)
    except re.error:
        raise ValueError from None


def glob_match(pattern, path):
    segments = pattern.split("/")
    regexes = [None if seg == "**" else _segment_regex(seg) for seg in segments]
    parts = path.split("/")

    @cache
    def match(p, s):
        if p == len(regexes):
            return s == len(parts)
        if regexes[p] is None:
            return any(match(p + 1, k) for k in range(s, len(parts) + 1))
        return s < len(parts) and regexes[p].fullmatch(parts[s]) is not None and match(p + 1, s + 1)

    return match(0, 0)
