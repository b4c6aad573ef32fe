# blind: R2 - calls factory inside the background task, i.e. only after run has first suspended
# differs on: t = create_task(sf.run(k, f)); await asyncio.sleep(0) -> f not yet called (correct: called)
import asyncio
from typing import Any, Awaitable, Callable, Dict, Hashable


class SingleFlight:
    def __init__(self):
        self._ops: Dict[Hashable, asyncio.Future] = {}

    def in_flight(self, key: Hashable) -> bool:
        t = self._ops.get(key)
        return t is not None and not t.done()

    async def _drive(self, key, factory):
        try:
            return await factory()
        finally:
            if self._ops.get(key) is asyncio.current_task():
                del self._ops[key]

    @staticmethod
    def _consume(task) -> None:
        if not task.cancelled():
            task.exception()

    async def run(self, key: Hashable, factory: Callable[[], Awaitable[Any]]) -> Any:
        task = self._ops.get(key)
        if task is None or task.done():
            task = asyncio.ensure_future(self._drive(key, factory))
            task.add_done_callback(self._consume)
            self._ops[key] = task
        return await asyncio.shield(task)
