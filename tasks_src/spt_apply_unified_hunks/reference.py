"""Apply unified-diff hunks to a file held as a list of lines."""
import re

_HEADER = re.compile(r"@@ -([0-9]+)(?:,([0-9]+))? \+([0-9]+)(?:,([0-9]+))? @@(?: .*)?")


def apply_patch(original, patch):
    lines = [line for line in patch.split("\n") if not line.startswith("\\")]
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    while i < len(lines) and lines[i].startswith(("--- ", "+++ ")):
        i += 1
    result, cursor = [], 0  # cursor: index of the first original line not yet handled
    while i < len(lines):
        header = _HEADER.fullmatch(lines[i])
        if header is None:
            raise ValueError(f"expected a hunk header, got {lines[i]!r}")
        old_start, old_left, _, new_left = (int(g) if g is not None else 1 for g in header.groups())
        pos = old_start - 1 if old_left else old_start
        if not cursor <= pos <= len(original):
            raise ValueError(f"hunk {header.group()!r} is out of order or out of range")
        result.extend(original[cursor:pos])
        i += 1
        while old_left > 0 or new_left > 0:
            if i == len(lines):
                raise ValueError(f"patch ends inside hunk {header.group()!r}")
            tag, text = lines[i][:1] or " ", lines[i][1:]
            i += 1
            if tag not in " -+":
                raise ValueError(f"unknown hunk line tag {tag!r}")
            if tag != "+":
                if original[pos:pos + 1] != [text]:
                    raise ValueError(f"original does not match hunk line {text!r}")
                pos, old_left = pos + 1, old_left - 1
            if tag != "-":
                result.append(text)
                new_left -= 1
        if old_left or new_left:
            raise ValueError(f"hunk {header.group()!r} body does not match its line counts")
        cursor = pos
    result.extend(original[cursor:])
    return result
