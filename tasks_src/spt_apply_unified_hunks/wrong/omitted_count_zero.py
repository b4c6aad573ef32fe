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
        old_start, old_left, _, new_left = (int(g) if g is not None else 0 for g in header.groups())
        pos = old_start - 1 if old_left else old_start
        if not cursor <= pos <= len(original):
            raise ValueError(f"hunk {lines[i]!r} is out of order or out of range")
        result.extend(original[cursor:pos])
        i += 1
        while old_left or new_left:
            if i == len(lines):
                raise ValueError("patch ends inside a hunk")
            tag, text = lines[i][:1] or " ", lines[i][1:]
            i += 1
            uses_old, uses_new = tag in " -", tag in " +"
            if not (uses_old or uses_new) or (uses_old and not old_left) or (uses_new and not new_left):
                raise ValueError(f"unexpected hunk line {tag + text!r}")
            if uses_old:
                if pos >= len(original) or original[pos] != text:
                    raise ValueError(f"line {pos + 1} does not match the patch")
                pos, old_left = pos + 1, old_left - 1
            if uses_new:
                result.append(text)
                new_left -= 1
        cursor = pos
    result.extend(original[cursor:])
    return result
