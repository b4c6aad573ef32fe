import asyncio


class KeyedSerializer:
    def __init__(self):
        self._running = {}

    def submit(self, key, factory):
        future = asyncio.get_running_loop().create_future()
        task = asyncio.ensure_future(factory())
        self._running.setdefault(key, set()).add(future)
        future.add_done_callback(lambda done: task.cancel() if done.cancelled() else None)
        future.add_done_callback(lambda done: self._forget(key, done))
        task.add_done_callback(lambda done: self._copy(done, future))
        return future

    def _forget(self, key, future):
        self._running[key].discard(future)
        if not self._running[key]:
            del self._running[key]

    def _copy(self, task, future):
        if not future.done():
            if task.cancelled():
                future.cancel()
            elif task.exception() is not None:
                future.set_exception(task.exception())
            else:
                future.set_result(task.result())

    def active_keys(self):
        return set(self._running)

    def pending(self, key):
        return len(self._running.get(key, ()))
