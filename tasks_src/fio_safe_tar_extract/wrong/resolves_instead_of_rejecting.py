"""Extract a tar archive while skipping members that could escape or misbehave."""
import os
import shutil
import tarfile


def safe_extract(archive, dest):
    os.makedirs(dest, exist_ok=True)
    skipped = []
    with tarfile.open(archive) as tar:
        for member in tar:
            name = member.name
            if not (member.isfile() or member.isdir()):
                skipped.append(name)
                continue
            target = os.path.join(dest, name.lstrip("/"))
            root = os.path.realpath(dest)
            if os.path.commonpath([root, os.path.realpath(target)]) != root:
                skipped.append(name)
                continue
            if member.isdir():
                os.makedirs(target, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with tar.extractfile(member) as source, open(target, "wb") as out:
                shutil.copyfileobj(source, out)
    return skipped
