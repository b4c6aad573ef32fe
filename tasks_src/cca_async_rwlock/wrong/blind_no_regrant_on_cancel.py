# blind: R11 - a cancelled waiter leaves the queue but requests behind it are not re-examined
# differs on: reader holds; writer W queued; reader R2 queued behind W; cancel W -> R2 stays waiting instead of being granted
import asyncio
from collections import deque


class AsyncRWLock:
    def __init__(self):
        self._readers = 0
        self._writing = False
        self._queue: deque = deque()  # entries: [is_writer, future]

    @property
    def readers(self) -> int:
        return self._readers

    @property
    def writing(self) -> bool:
        return self._writing

    def _grant(self) -> None:
        while self._queue:
            is_writer, fut = self._queue[0]
            if fut.done():
                self._queue.popleft()
                continue
            if is_writer:
                if self._readers == 0 and not self._writing:
                    self._queue.popleft()
                    self._writing = True
                    fut.set_result(None)
                break
            if self._writing:
                break
            self._queue.popleft()
            self._readers += 1
            fut.set_result(None)

    async def _acquire(self, is_writer: bool) -> None:
        if not self._queue:
            if is_writer:
                if self._readers == 0 and not self._writing:
                    self._writing = True
                    return None
            elif not self._writing:
                self._readers += 1
                return None
        fut = asyncio.get_running_loop().create_future()
        entry = (is_writer, fut)
        self._queue.append(entry)
        try:
            await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():
                if is_writer:
                    self.release_write()
                else:
                    self.release_read()
            else:
                try:
                    self._queue.remove(entry)
                except ValueError:
                    pass
            raise
        return None

    async def acquire_read(self) -> None:
        return await self._acquire(False)

    async def acquire_write(self) -> None:
        return await self._acquire(True)

    def release_read(self) -> None:
        if self._readers <= 0:
            raise RuntimeError("no reader holds the lock")
        self._readers -= 1
        self._grant()

    def release_write(self) -> None:
        if not self._writing:
            raise RuntimeError("no writer holds the lock")
        self._writing = False
        self._grant()
