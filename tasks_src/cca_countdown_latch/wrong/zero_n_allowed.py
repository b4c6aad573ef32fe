import threading


class CountDownLatch:
    def __init__(self, count):
        if count < 0:
            raise ValueError("count must not be negative")
        self._count = count
        self._event = threading.Event()
        self._lock = threading.Lock()
        if count == 0:
            self._event.set()

    @property
    def count(self):
        return self._count

    def count_down(self, n=1):
        with self._lock:
            self._count = max(0, self._count - max(n, 0))
            if self._count == 0:
                self._event.set()
            return self._count

    def wait(self, timeout=None):
        return self._event.wait(timeout)
