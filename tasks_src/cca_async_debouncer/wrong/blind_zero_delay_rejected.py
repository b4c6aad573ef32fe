# blind: R1 - rejects delay == 0 with ValueError (uses <= instead of <)
# differs on: Debouncer(action, 0) -> raises ValueError instead of constructing
import asyncio
from typing import Any, Awaitable, Callable, Optional


class Debouncer:
    def __init__(self, action: Callable[[list], None], delay: float, *,
                 max_pending: Optional[int] = None,
                 sleep: Callable[[float], Awaitable[None]] = asyncio.sleep):
        if delay <= 0:
            raise ValueError("delay must be >= 0")
        if max_pending is not None and max_pending < 1:
            raise ValueError("max_pending must be >= 1")
        self._action = action
        self._delay = delay
        self._max_pending = max_pending
        self._sleep = sleep
        self._values: list = []
        self._timer = None

    @property
    def pending(self) -> int:
        return len(self._values)

    def _cancel_timer(self) -> None:
        t = self._timer
        self._timer = None
        if t is not None and not t.done():
            t.cancel()

    async def _run_timer(self) -> None:
        await self._sleep(self._delay)
        me = asyncio.current_task()
        if self._timer is not me:
            return
        self._timer = None
        self._do_flush()

    def _do_flush(self) -> int:
        values = self._values
        self._values = []
        if not values:
            return 0
        self._action(values)
        return len(values)

    def trigger(self, value: Any) -> None:
        self._values.append(value)
        if self._max_pending is not None and len(self._values) >= self._max_pending:
            self.flush()
            return
        self._cancel_timer()
        self._timer = asyncio.ensure_future(self._run_timer())

    def flush(self) -> int:
        self._cancel_timer()
        return self._do_flush()

    def cancel(self) -> int:
        self._cancel_timer()
        n = len(self._values)
        self._values = []
        return n
