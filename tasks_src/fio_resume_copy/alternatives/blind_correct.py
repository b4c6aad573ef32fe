# blind: correct
import os


def _is_prefix(part_path, src_f, chunk_size):
    """True if the partial file's bytes equal the first bytes of src."""
    src_size = os.fstat(src_f.fileno()).st_size
    try:
        part_size = os.path.getsize(part_path)
    except FileNotFoundError:
        return False, 0
    if part_size > src_size:
        return False, 0
    with open(part_path, "rb") as pf:
        src_f.seek(0)
        remaining = part_size
        while remaining > 0:
            n = min(chunk_size, remaining)
            a = pf.read(n)
            b = src_f.read(n)
            if a != b or not a:
                return False, 0
            remaining -= len(a)
    return True, part_size


def resume_copy(src, dst, chunk_size=65536):
    if chunk_size < 1:
        raise ValueError("chunk_size must be >= 1")
    src = os.fspath(src)
    dst = os.fspath(dst)
    part = dst + ".part"
    with open(src, "rb") as sf:
        keep, offset = _is_prefix(part, sf, chunk_size)
        if keep:
            mode = "r+b"
        else:
            mode = "wb"
            offset = 0
        written = 0
        with open(part, mode) as pf:
            if keep:
                pf.seek(offset)
            pf.truncate(offset)
            sf.seek(offset)
            while True:
                block = sf.read(chunk_size)
                if not block:
                    break
                pf.write(block)
                written += len(block)
            pf.flush()
            os.fsync(pf.fileno())
    os.replace(part, dst)
    return written
