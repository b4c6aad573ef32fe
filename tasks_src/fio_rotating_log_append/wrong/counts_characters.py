import os


def append_log_line(path, line, max_bytes, backups):
    if "\n" in line or "\r" in line or max_bytes < 1 or backups < 0:
        raise ValueError("invalid")
    path = os.fspath(path)
    record = line + "\n"
    size = os.path.getsize(path) if os.path.exists(path) else 0
    rotate = size > 0 and size + len(record) > max_bytes
    if rotate:
        for i in range(backups, 0, -1):
            backup = f"{path}.{i}"
            if os.path.exists(backup):
                if i == backups:
                    os.remove(backup)
                else:
                    os.replace(backup, f"{path}.{i + 1}")
        if backups:
            os.replace(path, f"{path}.1")
        else:
            os.remove(path)
    with open(path, "a", encoding="utf-8", newline="") as log:
        log.write(record)
    return rotate
