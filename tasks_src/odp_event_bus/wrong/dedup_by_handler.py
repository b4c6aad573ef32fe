class EventBus:
    def __init__(self):
        self._handlers = {}

    def subscribe(self, event, handler, *, priority=0, once=False):
        if not callable(handler):
            raise TypeError("handler must be callable")
        handlers = self._handlers.setdefault(event, {})
        handlers[handler] = (priority, once)

        def unsubscribe():
            return self._handlers[event].pop(handler, None) is not None
        return unsubscribe

    def emit(self, event, *args, **kwargs):
        handlers = self._handlers.get(event, {})
        ordered = sorted(handlers.items(), key=lambda item: -item[1][0])
        results = []
        for handler, (priority, once) in ordered:
            if handler not in handlers:
                continue
            if once:
                del handlers[handler]
            results.append(handler(*args, **kwargs))
        return results

    def subscriber_count(self, event):
        return len(self._handlers.get(event, {}))
