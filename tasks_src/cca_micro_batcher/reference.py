"""Group-commit style micro-batching of async requests: one batch in flight at a time."""
import asyncio
from collections import deque


class MicroBatcher:
    def __init__(self, process, max_batch):
        if max_batch < 1:
            raise ValueError
        self._process = process
        self._max_batch = max_batch
        self._queue = deque()  # (item, future) in submission order
        self._busy = False

    async def submit(self, item):
        future = asyncio.get_running_loop().create_future()
        self._queue.append((item, future))
        if not self._busy:
            self._dispatch()
        return await future

    def _dispatch(self):
        batch = []
        while self._queue and len(batch) < self._max_batch:
            entry = self._queue.popleft()
            if not entry[1].cancelled():  # its caller gave up before it was sent
                batch.append(entry)
        self._busy = bool(batch)
        if batch:
            task = asyncio.ensure_future(self._process([item for item, _ in batch]))
            task.add_done_callback(lambda done: self._finish(done, batch))

    def _finish(self, task, batch):
        error = None
        try:
            results = task.result()
            if len(results) != len(batch):
                raise ValueError
        except Exception as exc:
            error = exc
        for index, (_, future) in enumerate(batch):
            if future.done():  # the caller was cancelled while its batch was in flight
                continue
            if error is None:
                future.set_result(results[index])
            else:
                future.set_exception(error)
        self._dispatch()
