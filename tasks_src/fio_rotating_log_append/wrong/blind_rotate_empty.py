# blind: R4 - an existing empty log is rotated when the record alone exceeds max_bytes
# differs on: existing empty app.log, line 'abcdef', max_bytes=3 -> False, no backup expected; rotates
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
    if os.path.exists(path) and size + len(record) > max_bytes:
        rotated = True
        if backups == 0:
            os.remove(path)
        else:
            last = "%s.%d" % (path, backups)
            if os.path.lexists(last):
                os.remove(last)
            for i in range(backups - 1, 0, -1):
                src = "%s.%d" % (path, i)
                if os.path.lexists(src):
                    os.replace(src, "%s.%d" % (path, i + 1))
            os.replace(path, path + ".1")
    with open(path, "ab") as f:
        f.write(record)
    return rotated
