import heapq
import os
from operator import itemgetter


def _records(path):
    previous = None
    with open(path, "rb") as handle:
        for raw in handle:
            line = raw.removesuffix(b"\n")
            if not line:
                continue
            key = line.partition(b"\t")[0]
            if previous is not None and key < previous:
                raise ValueError("source not sorted")
            previous = key
            yield key, line


def merge_sorted(sources, dst):
    count = 0
    with open(dst, "wb") as out:
        for _key, line in heapq.merge(*map(_records, sources), key=itemgetter(0)):
            out.write(line + b"\n")
            count += 1
    return count
