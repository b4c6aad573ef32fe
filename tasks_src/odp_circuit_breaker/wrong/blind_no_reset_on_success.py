# blind: R5 - a success does not reset the failure count, so failures accumulate across successes
# differs on: threshold 3: fail, fail, ok, fail -> expected state 'closed'
from typing import Any, Callable


class CircuitBreaker:
    def __init__(self, failure_threshold: int, recovery_time: float,
                 clock: Callable[[], float], ignored: tuple = ()) -> None:
        if failure_threshold < 1:
            raise ValueError("failure_threshold must be at least 1")
        if recovery_time <= 0:
            raise ValueError("recovery_time must be positive")
        self._threshold = failure_threshold
        self._recovery = recovery_time
        self._clock = clock
        self._ignored = tuple(ignored)
        self._state = "closed"
        self._failures = 0
        self._opened_at = None
        self._listeners = []

    @property
    def state(self) -> str:
        return self._state

    def add_listener(self, listener: Callable[[str, str], Any]) -> None:
        self._listeners.append(listener)

    def _set_state(self, new):
        old = self._state
        if old == new:
            return
        self._state = new
        for listener in list(self._listeners):
            listener(old, new)

    def _success(self):
        if self._state == "half_open":
            self._set_state("closed")

    def _failure(self):
        if self._state == "half_open":
            self._opened_at = self._clock()
            self._failures = 0
            self._set_state("open")
            return
        self._failures += 1
        if self._failures >= self._threshold:
            self._opened_at = self._clock()
            self._failures = 0
            self._set_state("open")

    def call(self, func: Callable[..., Any], *args, **kwargs) -> Any:
        if self._state == "open":
            if self._clock() - self._opened_at < self._recovery:
                raise RuntimeError("circuit is open")
            self._set_state("half_open")
        try:
            result = func(*args, **kwargs)
        except BaseException as exc:
            if self._ignored and isinstance(exc, self._ignored):
                self._success()
            elif isinstance(exc, Exception):
                self._failure()
            raise
        self._success()
        return result
