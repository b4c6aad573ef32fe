# blind: R4 - fills up to window+1 outstanding futures (<= instead of <)
# differs on: window=3, first next() -> submits items 0-3 instead of 0-2
from collections import deque
from typing import Any, Callable, Iterable, Iterator


def _run(executor, fn, items, window) -> Iterator[Any]:
    it = iter(items)
    pending: deque = deque()
    exhausted = False
    try:
        while True:
            while not exhausted and len(pending) <= window:
                try:
                    item = next(it)
                except StopIteration:
                    exhausted = True
                    break
                pending.append(executor.submit(fn, item))
            if not pending:
                return
            fut = pending.popleft()
            try:
                value = fut.result()
            except BaseException:
                for f in pending:
                    f.cancel()
                pending.clear()
                raise
            yield value
    finally:
        for f in pending:
            f.cancel()
        pending.clear()


def windowed_map(executor, fn: Callable[[Any], Any], items: Iterable[Any], window: int) -> Iterator[Any]:
    if window < 1:
        raise ValueError("window must be >= 1")
    return _run(executor, fn, items, window)
