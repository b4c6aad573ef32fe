# blind: R5 - reads one item ahead of submission to detect exhaustion, taking an item from items before it is submitted
# differs on: window=1, first next() -> 2 items taken from the iterator, 1 submitted (correct: 1 taken)
from collections import deque
from typing import Any, Callable, Iterable, Iterator


def _run(executor, fn, items, window) -> Iterator[Any]:
    it = iter(items)
    pending: deque = deque()
    exhausted = False
    _sentinel = object()
    ahead = _sentinel
    try:
        while True:
            if ahead is _sentinel and not exhausted:
                ahead = next(it, _sentinel)
                exhausted = ahead is _sentinel
            while ahead is not _sentinel and len(pending) < window:
                pending.append(executor.submit(fn, ahead))
                ahead = next(it, _sentinel)
                exhausted = ahead is _sentinel
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
