# blind: R2 - rejects a starting count of 0 with ValueError
# differs on: CountDownLatch(0) -> ValueError instead of an open latch
import threading
from typing import Optional


class CountDownLatch:
    def __init__(self, count: int):
        if count <= 0:
            raise ValueError("count must be >= 0")
        self._count = int(count)
        self._cond = threading.Condition()

    @property
    def count(self) -> int:
        with self._cond:
            return self._count

    def count_down(self, n: int = 1) -> int:
        if n < 1:
            raise ValueError("n must be >= 1")
        with self._cond:
            if self._count == 0:
                return 0
            self._count = max(0, self._count - n)
            if self._count == 0:
                self._cond.notify_all()
            return self._count

    def wait(self, timeout: Optional[float] = None) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: self._count == 0, timeout)
