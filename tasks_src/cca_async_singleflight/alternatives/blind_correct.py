# blind: correct
import asyncio
from typing import Any, Awaitable, Callable, Dict, Hashable


class SingleFlight:
    def __init__(self):
        self._ops: Dict[Hashable, asyncio.Future] = {}

    def in_flight(self, key: Hashable) -> bool:
        t = self._ops.get(key)
        return t is not None and not t.done()

    async def _drive(self, key, awaitable):
        try:
            return await awaitable
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
            awaitable = factory()
            task = asyncio.ensure_future(self._drive(key, awaitable))
            task.add_done_callback(self._consume)
            self._ops[key] = task
        return await asyncio.shield(task)
