import threading


class CancelToken:
    def __init__(self):
        self._lock = threading.Lock()
        self._callbacks = []  # (key, callback) in registration order
        self._reason = None
        self._cancelled = False

    @property
    def cancelled(self):
        return self._cancelled

    @property
    def reason(self):
        return self._reason

    def on_cancel(self, callback):
        key = object()
        with self._lock:
            registered = not self._cancelled
            if registered:
                self._callbacks.append((key, callback))
        if not registered:
            callback(self._reason)  # outside the lock: it may use the token again

        def unregister():
            with self._lock:
                for index, (candidate, _) in enumerate(self._callbacks):
                    if candidate is key:
                        del self._callbacks[index]
                        return True
                return False

        return unregister

    def cancel(self, reason="cancelled"):
        with self._lock:
            if self._cancelled:
                return False
            self._cancelled, self._reason = True, reason
            callbacks, self._callbacks = self._callbacks, []
        for _, callback in reversed(callbacks):
            callback(reason)
        return True

    def child(self):
        token = CancelToken()
        self.on_cancel(token.cancel)
        return token
