"""Append a record to a log file, rotating numbered backups by size."""
import os


def append_log_line(path, line, max_bytes, backups):
    if "\n" in line or "\r" in line or max_bytes < 1 or backups < 0:
        raise ValueError
    path = os.fspath(path)
    record = (line + "\n").encode()
    size = os.path.getsize(path) if os.path.exists(path) else 0
    rotate = size > 0 and size + len(record) > max_bytes
    if rotate:
        # Walk from the oldest backup down so that no rename overwrites a file
        # that has not moved yet.
        for i in range(backups, 0, -1):
            backup = f"{path}.{i}"
            if not os.path.exists(backup):
                continue
            if i == backups:
                os.remove(backup)
            else:
                os.replace(backup, f"{path}.{i + 1}")
        if backups:
            os.replace(path, f"{path}.1")
        else:
            os.remove(path)
    with open(path, "ab") as log:
        log.write(record)
    return rotate
