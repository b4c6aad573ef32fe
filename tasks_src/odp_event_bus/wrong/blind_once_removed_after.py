# blind: R6 - a once subscription is removed only after its handler returns, so a re-entrant emit calls it again
# differs on: once handler that emits the same event again -> must run only once
from typing import Any, Callable


class _Sub:
    __slots__ = ("handler", "priority", "once", "seq", "active")

    def __init__(self, handler, priority, once, seq):
        self.handler = handler
        self.priority = priority
        self.once = once
        self.seq = seq
        self.active = True


class EventBus:
    def __init__(self) -> None:
        self._subs = {}
        self._seq = 0

    def subscribe(self, event: str, handler: Callable[..., Any], *, priority: int = 0,
                  once: bool = False) -> Callable[[], bool]:
        if not callable(handler):
            raise TypeError("handler must be callable")
        self._seq += 1
        sub = _Sub(handler, priority, once, self._seq)
        self._subs.setdefault(event, []).append(sub)

        def unsubscribe() -> bool:
            return self._remove(event, sub)

        return unsubscribe

    def _remove(self, event, sub):
        if not sub.active:
            return False
        sub.active = False
        lst = self._subs.get(event, [])
        for i, s in enumerate(lst):
            if s is sub:
                del lst[i]
                break
        return True

    def emit(self, event: str, *args, **kwargs) -> list[Any]:
        snapshot = sorted(self._subs.get(event, []), key=lambda s: (-s.priority, s.seq))
        results = []
        for sub in snapshot:
            if not sub.active:
                continue
            results.append(sub.handler(*args, **kwargs))
            if sub.once:
                self._remove(event, sub)
        return results

    def subscriber_count(self, event: str) -> int:
        return len(self._subs.get(event, []))
