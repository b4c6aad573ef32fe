# blind: correct
import re
from typing import List

_HEADER = re.compile(r"@@ -([0-9]+)(?:,([0-9]+))? \+([0-9]+)(?:,([0-9]+))? @@(?: .*)?\Z", re.DOTALL)


def apply_patch(original: List[str], patch: str) -> List[str]:
    lines = patch.split("\n")
    if patch.endswith("\n"):
        lines.pop()
    if patch == "":
        lines = []
    lines = [ln for ln in lines if not ln.startswith("\\")]
    i = 0
    while i < len(lines) and (lines[i].startswith("--- ") or lines[i].startswith("+++ ")):
        i += 1
    result: List[str] = []
    cursor = 0  # index of the next original line not yet copied
    n = len(original)
    while i < len(lines):
        m = _HEADER.match(lines[i])
        if not m:
            raise ValueError(f"expected a hunk header, got {lines[i]!r}")
        i += 1
        a = int(m.group(1))
        b = int(m.group(2)) if m.group(2) is not None else 1
        d = int(m.group(4)) if m.group(4) is not None else 1
        if b > 0:
            start = a - 1
            if start < 0:
                raise ValueError("hunk starts at line 0")
        else:
            start = a
            if a > n:
                raise ValueError("insertion point beyond the end of the file")
        if start < cursor:
            raise ValueError("hunks overlap or are out of order")
        result.extend(original[cursor:start])
        pos = start
        covered = produced = 0
        while covered < b or produced < d:
            if i >= len(lines):
                raise ValueError("patch ends inside a hunk")
            line = lines[i]
            i += 1
            if line == "":
                tag, text = " ", ""
            else:
                tag, text = line[0], line[1:]
            if tag == " ":
                if covered + 1 > b or produced + 1 > d:
                    raise ValueError("hunk body longer than its header says")
                if pos >= n or original[pos] != text:
                    raise ValueError("context line does not match")
                result.append(text)
                pos += 1
                covered += 1
                produced += 1
            elif tag == "-":
                if covered + 1 > b:
                    raise ValueError("hunk body longer than its header says")
                if pos >= n or original[pos] != text:
                    raise ValueError("removed line does not match")
                pos += 1
                covered += 1
            elif tag == "+":
                if produced + 1 > d:
                    raise ValueError("hunk body longer than its header says")
                result.append(text)
                produced += 1
            else:
                raise ValueError(f"bad body line tag {tag!r}")
        cursor = pos
    result.extend(original[cursor:])
    return result
