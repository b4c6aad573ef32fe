# blind: R4 - runs the jobs in fixed batches of limit, waiting for a whole batch before starting the next
# differs on: limit 2, jobs [slow 0.1, fast 0, fast 0] -> third job starts only after the slow one, not right after the first fast one
import asyncio
from typing import Any, Awaitable, Callable, List


async def _cancel_all(tasks) -> None:
    tasks = [t for t in tasks if not t.done()]
    for t in tasks:
        t.cancel()
    if tasks:
        await asyncio.wait(tasks)


async def run_limited(factories: List[Callable[[], Awaitable[Any]]], limit: int) -> List[Any]:
    if limit < 1:
        raise ValueError("limit must be >= 1")
    n = len(factories)
    if n == 0:
        return []
    results: List[Any] = [None] * n
    running: dict = {}
    next_i = 0

    def start_more() -> None:
        nonlocal next_i
        while next_i < n and len(running) < limit:
            i = next_i
            next_i += 1
            running[asyncio.ensure_future(factories[i]())] = i

    try:
        start_more()
        while running:
            done, _ = await asyncio.wait(list(running), return_when=asyncio.ALL_COMPLETED)
            failure = None
            for t in sorted(done, key=lambda t: running[t]):
                i = running.pop(t)
                if failure is not None:
                    if not t.cancelled():
                        t.exception()
                    continue
                if t.cancelled():
                    failure = asyncio.CancelledError()
                    continue
                exc = t.exception()
                if exc is not None:
                    failure = exc
                    continue
                results[i] = t.result()
            if failure is not None:
                await _cancel_all(list(running))
                raise failure
            start_more()
    except asyncio.CancelledError:
        await _cancel_all(list(running))
        raise
    return results
