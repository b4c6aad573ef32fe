import threading


class CancelToken:
    def __init__(self):
        self._lock = threading.Lock()
        self._callbacks = []
        self._reason = None
        self._cancelled = False

    @property
    def cancelled(self):
        return self._cancelled

    @property
    def reason(self):
        return self._reason

    def on_cancel(self, callback):
        with self._lock:
            registered = not self._cancelled
            if registered:
                self._callbacks.append(callback)
        if not registered:
            callback(self._reason)
        done = []

        def unregister():
            with self._lock:
                if done or callback not in self._callbacks:
                    return False
                self._callbacks.remove(callback)
                done.append(True)
                return True

        return unregister

    def cancel(self, reason="cancelled"):
        with self._lock:
            if self._cancelled:
                return False
            self._cancelled, self._reason = True, reason
            callbacks, self._callbacks = self._callbacks, []
        errors = []
        for callback in reversed(callbacks):
            try:
                callback(reason)
            except Exception as error:
                errors.append(error)
        if errors:
            raise ExceptionGroup("cancel callbacks failed", errors)
        return True

    def child(self):
        token = CancelToken()
        self.on_cancel(token.cancel)
        return token
