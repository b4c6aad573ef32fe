"""An order-preserving, bounded-window map over an executor."""
from collections import deque
from itertools import islice


def windowed_map(executor, fn, items, window):
    if window < 1:
        raise ValueError
    return _generate(executor, fn, iter(items), window)


def _generate(executor, fn, iterator, window):
    outstanding = deque()
    try:
        while True:
            for item in islice(iterator, window - len(outstanding)):
                outstanding.append(executor.submit(fn, item))
            if not outstanding:
                return
            yield outstanding.popleft().result()
    finally:
        for future in outstanding:
            future.cancel()
