# blind: R6 - lets a failing result() propagate without cancelling the other outstanding futures
# differs on: window=3, result() of item 0 raises -> the futures of items 1-2 are left uncancelled
from collections import deque
from typing import Any, Callable, Iterable, Iterator


def _run(executor, fn, items, window) -> Iterator[Any]:
    it = iter(items)
    pending: deque = deque()
    exhausted = False
    try:
        while True:
            while not exhausted and len(pending) < window:
                try:
                    item = next(it)
                except StopIteration:
                    exhausted = True
                    break
                pending.append(executor.submit(fn, item))
            if not pending:
                return
            fut = pending.popleft()
            value = fut.result()
            try:
                yield value
            except GeneratorExit:
                for f in pending:
                    f.cancel()
                raise
    finally:
        pass


def windowed_map(executor, fn: Callable[[Any], Any], items: Iterable[Any], window: int) -> Iterator[Any]:
    if window < 1:
        raise ValueError("window must be >= 1")
    return _run(executor, fn, items, window)
