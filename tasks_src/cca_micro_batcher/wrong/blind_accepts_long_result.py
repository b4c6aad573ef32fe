# blind: R9 - only rejects result lists that are too short; a longer list is accepted and the extras ignored
# differs on: process returns len(items)+1 results -> callers get results instead of ValueError
import asyncio
from collections import deque
from typing import Any, Awaitable, Callable, List


class MicroBatcher:
    def __init__(self, process: Callable[[List[Any]], Awaitable[List[Any]]], max_batch: int):
        if max_batch < 1:
            raise ValueError("max_batch must be >= 1")
        self._process = process
        self._max_batch = max_batch
        self._queue: deque = deque()
        self._busy = False

    async def submit(self, item: Any) -> Any:
        fut = asyncio.get_running_loop().create_future()
        self._queue.append((item, fut))
        if not self._busy:
            self._dispatch()
        return await fut

    def _dispatch(self) -> None:
        batch = []
        while self._queue and len(batch) < self._max_batch:
            item, fut = self._queue.popleft()
            if fut.done():
                continue
            batch.append((item, fut))
        if not batch:
            self._busy = False
            return
        self._busy = True
        try:
            aw = self._process([item for item, _ in batch])
            task = asyncio.ensure_future(aw)
        except Exception as e:  # process failed synchronously
            self._settle_error(batch, e)
            self._busy = False
            if self._queue:
                self._dispatch()
            return
        task.add_done_callback(lambda t, batch=batch: self._finished(batch, t))

    @staticmethod
    def _settle_error(batch, exc) -> None:
        for _, fut in batch:
            if not fut.done():
                fut.set_exception(exc)

    def _finished(self, batch, task) -> None:
        if task.cancelled():
            for _, fut in batch:
                if not fut.done():
                    fut.cancel()
        else:
            exc = task.exception()
            if exc is not None:
                self._settle_error(batch, exc)
            else:
                results = task.result()
                try:
                    ok = len(results) >= len(batch)
                except TypeError:
                    ok = False
                if not ok:
                    for _, fut in batch:
                        if not fut.done():
                            fut.set_exception(ValueError(
                                "process returned a wrong number of results"))
                else:
                    results = list(results)
                    for i, (_, fut) in enumerate(batch):
                        if not fut.done():
                            fut.set_result(results[i])
        self._busy = False
        if self._queue:
            self._dispatch()
