import asyncio
from collections import deque

_CREATE = object()  # handed to a waiter: "a slot is free, create your own resource"


class AsyncPool:
    def __init__(self, create, max_size):
        if max_size < 1:
            raise ValueError
        self._create = create
        self._max_size = max_size
        self._size = 0
        self._idle = []
        self._in_use = []
        self._waiters = deque()

    @property
    def size(self):
        return self._size

    @property
    def idle(self):
        return len(self._idle)

    async def acquire(self):
        if self._idle:
            grant = self._idle.pop()
        elif self._size < self._max_size:
            self._size += 1
            grant = _CREATE
        else:
            future = asyncio.get_running_loop().create_future()
            self._waiters.append(future)
            try:
                grant = await future
            except asyncio.CancelledError:
                if not future.cancelled():  # granted just before the cancellation arrived
                    self._pass_on(future.result())
                elif future in self._waiters:
                    self._waiters.remove(future)
                raise
        if grant is _CREATE:
            try:
                grant = await self._create()
            except BaseException:
                self._pass_on(_CREATE)
                raise
        self._in_use.append(grant)
        return grant

    def release(self, resource):
        self._pass_on(self._check_out(resource))

    def discard(self, resource):
        self._check_out(resource)
        self._pass_on(_CREATE)

    def _check_out(self, resource):
        for index, candidate in enumerate(self._in_use):
            if candidate is resource:
                return self._in_use.pop(index)
        raise ValueError

    def _pass_on(self, grant):
        """Give a resource (or a free creation slot) to the first live waiter, else keep it."""
        while self._waiters:
            future = self._waiters.pop()
            if not future.cancelled():
                future.set_result(grant)
                return
        if grant is _CREATE:
            self._size -= 1
        else:
            self._idle.append(grant)
