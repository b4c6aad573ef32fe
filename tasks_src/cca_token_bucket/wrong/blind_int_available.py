# blind: R5 - keeps the token count in whatever type capacity/rate have, so a full bucket reports an int
# differs on: TokenBucket(1, 5).available() -> 5 (int) instead of 5.0
import threading
import time
from typing import Callable


class TokenBucket:
    def __init__(self, rate: float, capacity: int, clock: Callable[[], float] = time.monotonic):
        if rate <= 0:
            raise ValueError("rate must be > 0")
        if capacity < 1:
            raise ValueError("capacity must be >= 1")
        self._rate = rate
        self._capacity = capacity
        self._clock = clock
        self._lock = threading.Lock()
        self._tokens = capacity
        self._last = clock()

    def _refill(self) -> None:
        now = self._clock()
        if now > self._last:
            self._tokens = min(self._capacity, self._tokens + (now - self._last) * self._rate)
            self._last = now

    def _check_n(self, n: int) -> None:
        if n < 1 or n > self._capacity:
            raise ValueError("n must be between 1 and capacity")

    def available(self) -> float:
        with self._lock:
            self._refill()
            return self._tokens

    def try_acquire(self, n: int = 1) -> bool:
        self._check_n(n)
        with self._lock:
            self._refill()
            if self._tokens >= n:
                self._tokens -= n
                return True
            return False

    def acquire(self, n: int = 1, sleep: Callable[[float], None] = time.sleep) -> float:
        self._check_n(n)
        total = 0.0
        while True:
            with self._lock:
                self._refill()
                if self._tokens >= n:
                    self._tokens -= n
                    return float(total)
                wait = (n - self._tokens) / self._rate
            sleep(wait)
            total += wait
