import asyncio
from collections import deque


class MicroBatcher:
    def __init__(self, process, max_batch):
        if max_batch < 1:
            raise ValueError
        self._process = process
        self._max_batch = max_batch
        self._queue = deque()
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
            if not entry[1].cancelled():
                batch.append(entry)
        self._busy = bool(batch)
        if batch:
            task = asyncio.ensure_future(self._process([item for item, _ in batch]))
            task.add_done_callback(lambda done: self._finish(done, batch))

    def _finish(self, task, batch):
        try:
            results = task.result()
            if len(results) != len(batch):
                raise ValueError
            by_item = {repr(item): result for (item, _), result in zip(batch, results)}
        except Exception as error:
            for _, future in batch:
                if not future.done():
                    future.set_exception(error)
        else:
            for item, future in batch:
                if not future.done():
                    future.set_result(by_item[repr(item)])
        self._dispatch()
