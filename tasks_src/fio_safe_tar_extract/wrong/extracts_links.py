import os
import tarfile


def safe_extract(archive, dest):
    os.makedirs(dest, exist_ok=True)
    skipped = []
    with tarfile.open(archive) as tar:
        safe = []
        for member in tar.getmembers():
            if member.name.startswith("/") or ".." in member.name.split("/"):
                skipped.append(member.name)
            else:
                safe.append(member)
        tar.extractall(dest, members=safe)
    return skipped
