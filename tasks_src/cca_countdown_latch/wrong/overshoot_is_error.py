import threading


class CountDownLatch:
    def __init__(self, count):
        if count < 0:
            raise ValueError("count must not be negative")
        self._count = count
        self._condition = threading.Condition()

    @property
    def count(self):
        return self._count

    def count_down(self, n=1):
        with self._condition:
            if n < 1 or n > self._count:
                raise ValueError("cannot count down by %r" % n)
            self._count -= n
            if self._count == 0:
                self._condition.notify_all()
            return self._count

    def wait(self, timeout=None):
        with self._condition:
            return self._condition.wait_for(lambda: self._count == 0, timeout)
