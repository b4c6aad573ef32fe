import asyncio
from collections import deque


class WeightedSemaphore:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError
        self._capacity = capacity
        self._available = capacity
        self._waiting = deque()  # (weight, future) in arrival order

    @property
    def available(self):
        return self._available

    async def acquire(self, weight=1):
        if weight < 1 or weight > self._capacity:
            raise ValueError
        if not self._waiting and weight <= self._available:
            self._available -= weight
            return
        future = asyncio.get_running_loop().create_future()
        entry = (weight, future)
        self._waiting.append(entry)
        try:
            await future
        except asyncio.CancelledError:
            if not future.cancelled():  # granted just before the cancellation arrived
                self.release(weight)
            elif entry in self._waiting:
                self._waiting.remove(entry)
                self._grant()  # a large request at the front may have blocked smaller ones
            raise

    def release(self, weight=1):
        if weight < 1:
            raise ValueError
        self._available += weight
        self._grant()

    def _grant(self):
        while self._waiting:
            weight, future = self._waiting[0]
            if future.cancelled():
                self._waiting.popleft()
                continue
            if weight > self._available:
                break
            self._waiting.popleft()
            self._available -= weight
            future.set_result(None)
