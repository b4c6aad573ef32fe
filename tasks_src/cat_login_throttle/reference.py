"""Per-user login throttling with exponential lockouts and an injected clock."""


class LoginThrottle:
    def __init__(self, max_failures=5, base_delay=30, max_delay=3600):
        if max_failures < 1 or base_delay < 1 or max_delay < base_delay:
            raise ValueError
        self._max_failures = max_failures
        self._base_delay = base_delay
        self._max_delay = max_delay
        self._failures = {}  # user -> consecutive failed logins
        self._last_failure = {}  # user -> time of the most recent failure

    def record_failure(self, user, now):
        self._failures[user] = self._failures.get(user, 0) + 1
        self._last_failure[user] = now

    def record_success(self, user):
        self._failures.pop(user, None)

    def retry_after(self, user, now):
        count = self._failures.get(user, 0)
        if count < self._max_failures:
            return 0
        delay = min(self._max_delay, self._base_delay * 2 ** (count - self._max_failures))
        return max(0, self._last_failure[user] + delay - now)
