from collections import deque
from itertools import islice


def windowed_map(executor, fn, items, window):
    if window < 1:
        raise ValueError("window must be at least 1")
    return _generate(executor, fn, iter(items), window)


def _generate(executor, fn, iterator, window):
    outstanding = deque()
    while True:
        for item in islice(iterator, window - len(outstanding)):
            outstanding.append(executor.submit(fn, item))
        if not outstanding:
            return
        yield outstanding.popleft().result()
