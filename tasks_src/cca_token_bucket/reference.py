"""A thread-safe token-bucket rate limiter with an injectable clock and sleep."""
import threading
import time


class TokenBucket:
    def __init__(self, rate, capacity, clock=time.monotonic):
        if rate <= 0 or capacity < 1:
            raise ValueError
        self._rate = rate
        self._capacity = capacity
        self._clock = clock
        self._lock = threading.Lock()
        self._tokens = float(capacity)
        self._stamp = clock()

    def _refill(self):
        now = self._clock()
        if now > self._stamp:  # a clock that went backwards adds nothing and moves nothing
            self._tokens = min(float(self._capacity), self._tokens + (now - self._stamp) * self._rate)
            self._stamp = now

    def _take_or_wait(self, n):
        """Take n tokens and return 0.0, or return the seconds until n would be available."""
        if n < 1 or n > self._capacity:
            raise ValueError
        with self._lock:
            self._refill()
            if self._tokens >= n:
                self._tokens -= n
                return 0.0
            return (n - self._tokens) / self._rate

    def available(self):
        with self._lock:
            self._refill()
            return self._tokens

    def try_acquire(self, n=1):
        return self._take_or_wait(n) == 0.0

    def acquire(self, n=1, sleep=time.sleep):
        slept = 0.0
        while (wait := self._take_or_wait(n)) > 0:
            sleep(wait)  # another thread may take the tokens meanwhile: check again
            slept += wait
        return slept
