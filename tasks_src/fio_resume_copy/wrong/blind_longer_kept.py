# blind: R3 - a partial longer than src that starts with src is kept (treated as complete)
# differs on: src b'abc', partial b'abcZZ' -> dst b'abc', returns 3 expected; gives dst b'abcZZ', returns 0
import os


def _is_prefix(part_path, src_f, chunk_size):
    """True if the partial file's bytes equal the first bytes of src."""
    src_size = os.fstat(src_f.fileno()).st_size
    try:
        part_size = os.path.getsize(part_path)
    except FileNotFoundError:
        return False, 0
    with open(part_path, "rb") as pf:
        src_f.seek(0)
        remaining = min(part_size, src_size)
        while remaining > 0:
            n = min(chunk_size, remaining)
            a = pf.read(n)
            b = src_f.read(n)
            if a != b or not a:
                return False, 0
            remaining -= len(a)
    return True, min(part_size, src_size)


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
            if not keep:
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
