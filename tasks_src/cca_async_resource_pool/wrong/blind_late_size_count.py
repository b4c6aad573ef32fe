# blind: R5 - counts the new resource in size only after create() completes, so concurrent acquires exceed max_size
# differs on: max_size=1, two concurrent acquire() calls with slow create -> both create (size 2) instead of second waiting
import asyncio
from collections import deque
from typing import Any, Awaitable, Callable


class AsyncPool:
    def __init__(self, create: Callable[[], Awaitable[Any]], max_size: int):
        if max_size < 1:
            raise ValueError("max_size must be >= 1")
        self._create = create
        self._max_size = max_size
        self._size = 0
        self._idle: list = []
        self._lent: list = []
        self._waiters: deque = deque()

    @property
    def size(self) -> int:
        return self._size

    @property
    def idle(self) -> int:
        return len(self._idle)

    def _find_lent(self, resource) -> int:
        for i, r in enumerate(self._lent):
            if r is resource:
                return i
        return -1

    def _give_resource(self, resource) -> None:
        # resource is not in _lent when this is called
        while self._waiters:
            w = self._waiters.popleft()
            if not w.done():
                self._lent.append(resource)
                w.set_result(("res", resource))
                return
        self._idle.append(resource)

    def _free_slot(self) -> None:
        while self._waiters:
            w = self._waiters.popleft()
            if not w.done():
                w.set_result(("create", None))
                return
        self._size -= 1

    async def _create_in_slot(self):
        try:
            r = await self._create()
        except BaseException:
            self._free_slot()
            raise
        self._lent.append(r)
        return r

    async def acquire(self):
        if self._idle:
            r = self._idle.pop()
            self._lent.append(r)
            return r
        if self._size < self._max_size:
            r = await self._create_in_slot()
            self._size += 1
            return r
        fut = asyncio.get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            kind, r = await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():
                kind, r = fut.result()
                if kind == "res":
                    i = self._find_lent(r)
                    if i >= 0:
                        del self._lent[i]
                    self._give_resource(r)
                else:
                    self._free_slot()
            else:
                try:
                    self._waiters.remove(fut)
                except ValueError:
                    pass
            raise
        if kind == "res":
            return r
        return await self._create_in_slot()

    def release(self, resource) -> None:
        i = self._find_lent(resource)
        if i < 0:
            raise ValueError("resource is not lent out by this pool")
        del self._lent[i]
        self._give_resource(resource)

    def discard(self, resource) -> None:
        i = self._find_lent(resource)
        if i < 0:
            raise ValueError("resource is not lent out by this pool")
        del self._lent[i]
        self._free_slot()
