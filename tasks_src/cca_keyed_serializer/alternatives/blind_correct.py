# blind: correct
import asyncio
from collections import deque
from typing import Any, Awaitable, Callable, Hashable


class _KeyState:
    __slots__ = ("queue", "running")

    def __init__(self):
        self.queue: deque = deque()
        self.running = None  # (task, future)


class KeyedSerializer:
    def __init__(self):
        self._keys: dict = {}

    def submit(self, key: Hashable, factory: Callable[[], Awaitable[Any]]) -> asyncio.Future:
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        st = self._keys.get(key)
        if st is None:
            st = _KeyState()
            self._keys[key] = st
        if st.running is None:
            st.queue.append((factory, fut))
            self._start_next(key, st)
        else:
            entry = (factory, fut)
            st.queue.append(entry)
            fut.add_done_callback(lambda f, st=st, entry=entry: self._on_waiting_done(st, entry))
        return fut

    @staticmethod
    def _on_waiting_done(st, entry) -> None:
        if entry[1].cancelled():
            try:
                st.queue.remove(entry)
            except ValueError:
                pass

    def _start_next(self, key, st) -> None:
        while st.queue:
            factory, fut = st.queue.popleft()
            if fut.done():
                continue
            try:
                aw = factory()
                task = asyncio.ensure_future(aw)
            except BaseException as e:  # factory failed synchronously
                if not fut.done():
                    if isinstance(e, asyncio.CancelledError):
                        fut.cancel()
                    else:
                        fut.set_exception(e)
                continue
            st.running = (task, fut)
            fut.add_done_callback(lambda f, task=task: task.cancel() if f.cancelled() and not task.done() else None)
            task.add_done_callback(lambda t, key=key, st=st, fut=fut: self._on_task_done(key, st, t, fut))
            return
        st.running = None
        if self._keys.get(key) is st:
            del self._keys[key]

    def _on_task_done(self, key, st, task, fut) -> None:
        if not fut.done():
            if task.cancelled():
                fut.cancel()
            else:
                exc = task.exception()
                if exc is not None:
                    fut.set_exception(exc)
                else:
                    fut.set_result(task.result())
        else:
            if not task.cancelled():
                task.exception()
        st.running = None
        self._start_next(key, st)

    def active_keys(self) -> set:
        out = set()
        for key, st in self._keys.items():
            if st.running is not None or any(not f.done() for _, f in st.queue):
                out.add(key)
        return out

    def pending(self, key: Hashable) -> int:
        st = self._keys.get(key)
        if st is None:
            return 0
        n = 0
        if st.running is not None and not st.running[1].done():
            n += 1
        n += sum(1 for _, f in st.queue if not f.done())
        return n
