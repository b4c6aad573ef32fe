# blind: R9 - a cancelled waiter leaves the queue but the requests behind it are not re-examined
# differs on: capacity 4: hold 2; queue acquire(3), acquire(2); cancel the 3 -> the 2 stays waiting instead of being granted
import asyncio
from collections import deque


class WeightedSemaphore:
    def __init__(self, capacity: int):
        if capacity < 1:
            raise ValueError("capacity must be >= 1")
        self._capacity = capacity
        self._available = capacity
        self._queue: deque = deque()  # entries: (weight, future)

    @property
    def available(self) -> int:
        return self._available

    def _grant(self) -> None:
        while self._queue:
            weight, fut = self._queue[0]
            if fut.done():
                self._queue.popleft()
                continue
            if weight > self._available:
                break
            self._queue.popleft()
            self._available -= weight
            fut.set_result(None)

    async def acquire(self, weight: int = 1) -> None:
        if weight < 1 or weight > self._capacity:
            raise ValueError("weight must be between 1 and capacity")
        if not self._queue and weight <= self._available:
            self._available -= weight
            return None
        fut = asyncio.get_running_loop().create_future()
        entry = (weight, fut)
        self._queue.append(entry)
        try:
            await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():
                self.release(weight)
            else:
                try:
                    self._queue.remove(entry)
                except ValueError:
                    pass
            raise
        return None

    def release(self, weight: int = 1) -> None:
        if weight < 1:
            raise ValueError("weight must be >= 1")
        if weight > self._capacity - self._available:
            raise ValueError("releasing more units than are granted")
        self._available += weight
        self._grant()
