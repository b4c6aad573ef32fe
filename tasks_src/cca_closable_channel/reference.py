"""A bounded, closable channel for threads (a Go-style channel built on a Condition)."""
import threading
from collections import deque


class ChannelClosed(Exception):
    """Sending on a closed channel, or receiving from a closed and drained one."""


class Channel:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError
        self._capacity = capacity
        self._items = deque()
        self._closed = False
        self._cond = threading.Condition()
        self._waiting = {"send": 0, "recv": 0}

    @property
    def closed(self):
        return self._closed

    @property
    def waiting_senders(self):
        return self._waiting["send"]

    @property
    def waiting_receivers(self):
        return self._waiting["recv"]

    def __len__(self):
        return len(self._items)

    def _block_until(self, side, ready):
        if not ready():
            self._waiting[side] += 1
            try:
                self._cond.wait_for(ready)
            finally:
                self._waiting[side] -= 1

    def send(self, item):
        with self._cond:
            self._block_until("send", lambda: self._closed or len(self._items) < self._capacity)
            self._put(item)

    def try_send(self, item):
        with self._cond:
            if not self._closed and len(self._items) >= self._capacity:
                return False
            self._put(item)
            return True

    def recv(self):
        with self._cond:
            self._block_until("recv", lambda: self._closed or self._items)
            return self._take()

    def try_recv(self):
        with self._cond:
            if not self._closed and not self._items:
                return (False, None)
            return (True, self._take())

    def close(self):
        with self._cond:
            self._closed = True
            self._cond.notify_all()  # every blocked sender and receiver must re-check

    def _put(self, item):
        if self._closed:
            raise ChannelClosed
        self._items.append(item)
        self._cond.notify_all()

    def _take(self):
        if not self._items:  # closed and drained
            raise ChannelClosed
        item = self._items.popleft()
        self._cond.notify_all()
        return item
