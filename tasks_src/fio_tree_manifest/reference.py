"""A sorted (path, size, sha256) manifest of the regular files in a tree."""
import hashlib
import os


def tree_manifest(root):
    manifest = []
    pending = [("", os.fspath(root))]
    while pending:
        prefix, directory = pending.pop()
        # os.scandir raises FileNotFoundError / NotADirectoryError for a bad root.
        with os.scandir(directory) as entries:
            for entry in entries:
                if entry.name.startswith(".") or entry.is_symlink():
                    continue  # hidden entries and links are neither listed nor entered
                relative = prefix + entry.name
                if entry.is_dir():
                    pending.append((relative + "/", entry.path))
                elif entry.is_file():
                    with open(entry.path, "rb") as handle:
                        digest = hashlib.file_digest(handle, "sha256").hexdigest()
                    manifest.append((relative, entry.stat().st_size, digest))
    manifest.sort()
    return manifest
