# blind: R2 - only rejects negative capacities, so Channel(0) is accepted
# differs on: Channel(0) -> constructs instead of raising ValueError
import threading
from collections import deque
from typing import Any, Tuple


class ChannelClosed(Exception):
    pass


class Channel:
    def __init__(self, capacity: int):
        if capacity < 0:
            raise ValueError("capacity must be >= 1")
        self._capacity = capacity
        self._items: deque = deque()
        self._closed = False
        self._cond = threading.Condition()
        self._wsend = 0
        self._wrecv = 0

    @property
    def closed(self) -> bool:
        with self._cond:
            return self._closed

    @property
    def waiting_senders(self) -> int:
        with self._cond:
            return self._wsend

    @property
    def waiting_receivers(self) -> int:
        with self._cond:
            return self._wrecv

    def __len__(self) -> int:
        with self._cond:
            return len(self._items)

    def send(self, item) -> None:
        with self._cond:
            if self._closed:
                raise ChannelClosed("channel closed")
            if len(self._items) >= self._capacity:
                self._wsend += 1
                try:
                    while len(self._items) >= self._capacity and not self._closed:
                        self._cond.wait()
                finally:
                    self._wsend -= 1
                if self._closed:
                    raise ChannelClosed("channel closed")
            self._items.append(item)
            self._cond.notify_all()

    def try_send(self, item) -> bool:
        with self._cond:
            if self._closed:
                raise ChannelClosed("channel closed")
            if len(self._items) >= self._capacity:
                return False
            self._items.append(item)
            self._cond.notify_all()
            return True

    def recv(self) -> Any:
        with self._cond:
            if not self._items and not self._closed:
                self._wrecv += 1
                try:
                    while not self._items and not self._closed:
                        self._cond.wait()
                finally:
                    self._wrecv -= 1
            if self._items:
                item = self._items.popleft()
                self._cond.notify_all()
                return item
            raise ChannelClosed("channel closed")

    def try_recv(self) -> Tuple[bool, Any]:
        with self._cond:
            if self._items:
                item = self._items.popleft()
                self._cond.notify_all()
                return (True, item)
            if self._closed:
                raise ChannelClosed("channel closed")
            return (False, None)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
