import asyncio


class Debouncer:
    def __init__(self, action, delay, *, max_pending=None, sleep=asyncio.sleep):
        if delay < 0 or (max_pending is not None and max_pending < 1):
            raise ValueError
        self._action = action
        self._delay = delay
        self._max_pending = max_pending
        self._sleep = sleep
        self._values = []
        self._timer = None

    @property
    def pending(self):
        return len(self._values)

    def trigger(self, value):
        self._values.append(value)
        if self._max_pending is not None and len(self._values) >= self._max_pending:
            self.flush()
        else:
            self._stop_timer()
            self._timer = asyncio.ensure_future(self._fire_after_quiet_period())

    async def _fire_after_quiet_period(self):
        await self._sleep(self._delay)
        self._timer = None  # this task is finishing: flush must not cancel it
        self.flush()

    def flush(self):
        self._stop_timer()
        values, self._values = self._values, []
        if values:
            self._action(values)
        return len(values)

    def cancel(self):
        dropped, self._values = len(self._values), []
        return dropped

    def _stop_timer(self):
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
