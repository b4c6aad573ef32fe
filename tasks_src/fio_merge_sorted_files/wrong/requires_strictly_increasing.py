"""Merge key-sorted text files into one sorted file, replacing it atomically."""
import heapq
import os
import tempfile
from operator import itemgetter


def _records(path):
    previous = None
    with open(path, "rb") as handle:
        for raw in handle:
            line = raw.removesuffix(b"\n")
            if not line:
                continue
            key = line.partition(b"\t")[0]  # UTF-8 byte order is code point order
            if previous is not None and key <= previous:
                raise ValueError
            previous = key
            yield key, line


def merge_sorted(sources, dst):
    dst = os.fspath(dst)
    fd, temporary = tempfile.mkstemp(dir=os.path.dirname(dst) or ".")
    count = 0
    try:
        with os.fdopen(fd, "wb") as out:
            # heapq.merge breaks ties by the position of the iterable: stable.
            for _key, line in heapq.merge(*map(_records, sources), key=itemgetter(0)):
                out.write(line + b"\n")
                count += 1
        os.replace(temporary, dst)
    except BaseException:
        os.unlink(temporary)
        raise
    return count
