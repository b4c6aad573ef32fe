# blind: correct
import itertools
import threading
from typing import Callable, Optional


class CancelToken:
    def __init__(self):
        self._lock = threading.Lock()
        self._cancelled = False
        self._reason: Optional[str] = None
        self._callbacks: dict = {}
        self._ids = itertools.count()

    @property
    def cancelled(self) -> bool:
        with self._lock:
            return self._cancelled

    @property
    def reason(self) -> Optional[str]:
        with self._lock:
            return self._reason

    def cancel(self, reason: str = "cancelled") -> bool:
        with self._lock:
            if self._cancelled:
                return False
            self._cancelled = True
            self._reason = reason
            callbacks = list(self._callbacks.values())
            self._callbacks.clear()
        errors = []
        for cb in reversed(callbacks):
            try:
                cb(reason)
            except Exception as e:  # noqa: BLE001
                errors.append(e)
        if errors:
            raise ExceptionGroup("cancel callbacks failed", errors)
        return True

    def on_cancel(self, callback: Callable[[str], None]) -> Callable[[], bool]:
        with self._lock:
            if self._cancelled:
                reason = self._reason
                call_now = True
            else:
                call_now = False
                key = next(self._ids)
                self._callbacks[key] = callback
        if call_now:
            callback(reason)
            return lambda: False

        def unregister() -> bool:
            with self._lock:
                if key in self._callbacks:
                    del self._callbacks[key]
                    return True
                return False

        return unregister

    def child(self) -> "CancelToken":
        c = CancelToken()
        self.on_cancel(c.cancel)
        return c
