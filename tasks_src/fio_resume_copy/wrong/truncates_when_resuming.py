"""Copy a file, resuming from a verified partial copy left by an earlier run."""
import os

CHUNK_SIZE = 64 * 1024


def _is_prefix(part, source, chunk_size):
    """True if the bytes of the file `part` are a prefix of the open `source`."""
    with open(part, "rb") as partial:
        while block := partial.read(chunk_size):
            if source.read(len(block)) != block:
                return False
    return True


def resume_copy(src, dst, chunk_size=CHUNK_SIZE):
    if chunk_size < 1:
        raise ValueError
    part = os.fspath(dst) + ".part"
    written = 0
    with open(src, "rb") as source:
        kept = 0
        if os.path.exists(part) and _is_prefix(part, source, chunk_size):
            kept = os.path.getsize(part)
        source.seek(kept)
        with open(part, "wb") as out:
            while chunk := source.read(chunk_size):
                out.write(chunk)
                written += len(chunk)
            out.flush()
            os.fsync(out.fileno())
    os.replace(part, dst)
    return written
