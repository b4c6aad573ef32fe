"""A circuit breaker with an injected clock and observable state transitions."""


class CircuitBreaker:
    def __init__(self, failure_threshold, recovery_time, clock, ignored=()):
        if failure_threshold < 1 or recovery_time <= 0:
            raise ValueError("failure_threshold must be >= 1 and recovery_time > 0")
        self._threshold = failure_threshold
        self._recovery = recovery_time
        self._clock = clock
        self._ignored = tuple(ignored)
        self._state = "closed"
        self._failures = 0
        self._opened_at = None
        self._listeners = []

    @property
    def state(self):
        return self._state

    def add_listener(self, listener):
        self._listeners.append(listener)

    def _transition(self, new_state):
        old_state, self._state = self._state, new_state
        for listener in list(self._listeners):
            listener(old_state, new_state)

    def _succeeded(self):
        self._failures = 0
        if self._state == "half_open":
            self._transition("closed")

    def call(self, func, *args, **kwargs):
        if self._state == "open":
            if self._clock() - self._opened_at <= self._recovery:
                raise RuntimeError("circuit is open")
            self._transition("half_open")
        try:
            result = func(*args, **kwargs)
        except self._ignored:
            self._succeeded()
            raise
        except Exception:
            self._failures += 1
            if self._state == "half_open" or self._failures >= self._threshold:
                self._opened_at = self._clock()
                self._transition("open")
            raise
        self._succeeded()
        return result
