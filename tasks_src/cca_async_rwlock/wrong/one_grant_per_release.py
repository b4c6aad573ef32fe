import asyncio
from collections import deque


class AsyncRWLock:
    def __init__(self):
        self._readers = 0
        self._writing = False
        self._waiting = deque()  # (wants_write, future) in arrival order

    @property
    def readers(self):
        return self._readers

    @property
    def writing(self):
        return self._writing

    async def acquire_read(self):
        await self._acquire(False)

    async def acquire_write(self):
        await self._acquire(True)

    def release_read(self):
        if self._readers == 0:
            raise RuntimeError
        self._readers -= 1
        self._grant_waiting()

    def release_write(self):
        if not self._writing:
            raise RuntimeError
        self._writing = False
        self._grant_waiting()

    def _grantable(self, write):
        return not self._writing and not (write and self._readers)

    def _take(self, write):
        if write:
            self._writing = True
        else:
            self._readers += 1

    async def _acquire(self, write):
        if not self._waiting and self._grantable(write):
            self._take(write)
            return
        entry = (write, asyncio.get_running_loop().create_future())
        self._waiting.append(entry)
        try:
            await entry[1]
        except asyncio.CancelledError:
            if entry[1].cancelled():
                if entry in self._waiting:
                    self._waiting.remove(entry)
                self._grant_waiting()  # a cancelled writer may have blocked readers behind it
            else:  # granted just before the cancellation arrived: hand it back
                self.release_write() if write else self.release_read()
            raise

    def _grant_waiting(self):
        while self._waiting:
            write, future = self._waiting[0]
            if future.cancelled():
                self._waiting.popleft()
                continue
            if not self._grantable(write):
                break
            self._waiting.popleft()
            self._take(write)
            future.set_result(None)
            break
