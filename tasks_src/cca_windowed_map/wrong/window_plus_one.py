from collections import deque


def windowed_map(executor, fn, items, window):
    if window < 1:
        raise ValueError("window must be at least 1")
    return _generate(executor, fn, items, window)


def _generate(executor, fn, items, window):
    outstanding = deque()
    try:
        for item in items:
            outstanding.append(executor.submit(fn, item))
            if len(outstanding) > window:
                yield outstanding.popleft().result()
        while outstanding:
            yield outstanding.popleft().result()
    finally:
        for future in outstanding:
            future.cancel()
