# blind: R1 - opens sources with default newline handling, so '\r' and '\r\n' are translated/split as line ends
# differs on: source 'a\r\nb\n' -> output 'a\r\nb\n' expected (the \r is data), gives 'a\nb\n'
import heapq
import os
import tempfile


def _lines(path, idx):
    prev_key = None
    seq = 0
    with open(path, "r", encoding="utf-8") as f:
        for raw in f:
            line = raw[:-1] if raw.endswith("\n") else raw
            if line == "":
                continue
            tab = line.find("\t")
            key = line if tab == -1 else line[:tab]
            if prev_key is not None and key < prev_key:
                raise ValueError("source %r is not sorted" % (path,))
            prev_key = key
            yield (key, idx, seq, line)
            seq += 1


def merge_sorted(sources, dst):
    dst = os.fspath(dst)
    directory = os.path.dirname(dst) or "."
    fd, tmp = tempfile.mkstemp(prefix=".merge-", dir=directory)
    count = 0
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            gens = [_lines(os.fspath(p), i) for i, p in enumerate(sources)]
            for key, idx, seq, line in heapq.merge(*gens):
                out.write(line + "\n")
                count += 1
        os.replace(tmp, dst)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    return count
