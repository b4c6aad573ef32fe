# blind: R5 - backups=0 still keeps one backup (renames the log to path.1) instead of deleting it
# differs on: backups=0 with a full log -> no app.log.1 expected, one is created
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
            os.replace(path, path + ".1")
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
