import asyncio
from collections import deque


class KeyedSerializer:
    def __init__(self):
        self._queues = {}

    def submit(self, key, factory):
        future = asyncio.get_running_loop().create_future()
        queue = self._queues.setdefault(key, deque())
        queue.append((factory, future))
        if len(queue) == 1:
            self._start(key)
        return future

    def active_keys(self):
        return set(self._queues)

    def pending(self, key):
        return sum(not future.done() for _, future in self._queues.get(key, ()))

    def _start(self, key):
        queue = self._queues[key]
        while queue and queue[0][1].cancelled():
            queue.popleft()
        if not queue:
            del self._queues[key]
            return
        factory, future = queue[0]
        task = asyncio.ensure_future(factory())
        future.add_done_callback(lambda done: self._on_future_done(key, task, done))
        task.add_done_callback(lambda done: self._copy_outcome(done, future))

    def _on_future_done(self, key, task, future):
        if future.cancelled():
            task.cancel()
        self._queues[key].popleft()
        self._start(key)

    def _copy_outcome(self, task, future):
        if not future.done():
            if task.cancelled():
                future.cancel()
            elif task.exception() is not None:
                future.set_exception(task.exception())
            else:
                future.set_result(task.result())
