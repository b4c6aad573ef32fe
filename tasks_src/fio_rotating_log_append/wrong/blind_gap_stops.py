# blind: R6 - shifting backups stops at the first missing number instead of skipping gaps
# differs on: backups=3 with app.log.2 present but app.log.1 missing -> app.log.2 moves to app.log.3 expected; stays
import os


def append_log_line(path, line, max_bytes, backups):
    if "\n" in line or "\r" in line:
        raise ValueError("line must not contain newlines")
    if max_bytes < 1:
        raise ValueError("max_bytes must be >= 1")
    if backups < 0:
        raise ValueError("backups must be >= 0")
    path = os.fspath(path)
    record = (line + "\n").encode("utf-8")
    try:
        size = os.path.getsize(path)
    except FileNotFoundError:
        size = 0
    rotated = False
    if size > 0 and size + len(record) > max_bytes:
        rotated = True
        if backups == 0:
            os.remove(path)
        else:
            last = "%s.%d" % (path, backups)
            if os.path.lexists(last):
                os.remove(last)
            top = 0
            while top + 1 < backups and os.path.lexists("%s.%d" % (path, top + 1)):
                top += 1
            for i in range(top, 0, -1):
                src = "%s.%d" % (path, i)
                os.replace(src, "%s.%d" % (path, i + 1))
            os.replace(path, path + ".1")
    with open(path, "ab") as f:
        f.write(record)
    return rotated
