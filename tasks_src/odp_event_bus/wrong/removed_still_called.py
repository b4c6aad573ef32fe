"""An observer-pattern event bus."""


class _Subscription:
    __slots__ = ("handler", "priority", "once", "active")

    def __init__(self, handler, priority, once):
        self.handler = handler
        self.priority = priority
        self.once = once
        self.active = True


class EventBus:
    def __init__(self):
        self._subscriptions = {}

    def subscribe(self, event, handler, *, priority=0, once=False):
        if not callable(handler):
            raise TypeError(f"handler must be callable, got {handler!r}")
        subscription = _Subscription(handler, priority, once)
        subscriptions = self._subscriptions.setdefault(event, [])
        subscriptions.append(subscription)
        subscriptions.sort(key=lambda s: -s.priority)  # stable: ties keep subscription order
        return lambda: self._remove(event, subscription)

    def _remove(self, event, subscription):
        if not subscription.active:
            return False
        subscription.active = False
        self._subscriptions[event].remove(subscription)
        return True

    def emit(self, event, *args, **kwargs):
        results = []
        for subscription in list(self._subscriptions.get(event, ())):
            if subscription.once:
                self._remove(event, subscription)
            results.append(subscription.handler(*args, **kwargs))
        return results

    def subscriber_count(self, event):
        return len(self._subscriptions.get(event, ()))
