# blind: R6 - retry_after clears the user's failures once the lockout has expired (changes state)
# differs on: defaults, 5 failures at t=0, retry_after(u, 100) -> 0, then a failure at t=100: retry_after(u,100) is 0 instead of 60


class LoginThrottle:
    def __init__(self, max_failures: int = 5, base_delay: int = 30, max_delay: int = 3600) -> None:
        if max_failures < 1:
            raise ValueError("max_failures must be >= 1")
        if base_delay < 1:
            raise ValueError("base_delay must be >= 1")
        if max_delay < base_delay:
            raise ValueError("max_delay must be >= base_delay")
        self._max_failures = max_failures
        self._base_delay = base_delay
        self._max_delay = max_delay
        self._state = {}  # user -> (k, last_failure_time)

    def record_failure(self, user: str, now: int) -> None:
        k, _ = self._state.get(user, (0, None))
        self._state[user] = (k + 1, now)

    def record_success(self, user: str) -> None:
        self._state.pop(user, None)

    def retry_after(self, user: str, now: int) -> int:
        k, t = self._state.get(user, (0, None))
        if k < self._max_failures:
            return 0
        exp = k - self._max_failures
        lockout = min(self._max_delay, self._base_delay * 2 ** exp)
        remaining = max(0, t + lockout - now)
        if remaining == 0:
            self._state.pop(user, None)
        return remaining
