def tail_lines(path, n, block_size=4096):
    if n < 0 or block_size < 1:
        raise ValueError("bad argument")
    if n == 0:
        return []
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()[-n:]
