"""Return the last lines of a file by reading it backwards in blocks."""
import os

BLOCK_SIZE = 4096


def tail_lines(path, n, block_size=BLOCK_SIZE):
    if n < 0 or block_size < 1:
        raise ValueError
    if n == 0:
        return []
    with open(path, "rb") as handle:
        position = handle.seek(0, os.SEEK_END)
        data = b""
        # n + 1 newlines guarantee that the last n lines are complete.
        while position > 0 and data.count(b"\n") < n:
            start = max(0, position - block_size)
            handle.seek(start)
            data = handle.read(position - start) + data
            position = start
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    return [line.removesuffix(b"\r").decode() for line in lines[-n:]]
