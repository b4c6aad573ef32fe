"""A single-use countdown latch for threads."""
import threading


class CountDownLatch:
    def __init__(self, count):
        if count < 0:
            raise ValueError
        self._count = count
        self._condition = threading.Condition()

    @property
    def count(self):
        with self._condition:
            return self._count

    def count_down(self, n=1):
        if n < 1:
            raise ValueError
        with self._condition:
            self._count = max(0, self._count - n)
            if self._count == 0:
                self._condition.notify_all()
            return self._count

    def wait(self, timeout=None):
        with self._condition:
            return self._condition.wait_for(lambda: self._count == 0, timeout)
