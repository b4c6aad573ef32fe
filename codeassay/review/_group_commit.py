"""Group commit: the web app's writes share transactions instead of queueing for one each.

When thirty participants submit a page at the same moment, thirty transactions would
each wait for the lock, then for the disk, one after another, with a worker thread and
the event loop trading the interpreter lock at every step; the last participant waits
for all of them. Here one commit at a time is under way (in a worker thread, never on
the event loop), and every write submitted meanwhile goes into the next one. A write's
caller resumes only after the commit holding it returns, so an acknowledged answer is
as durable as with a transaction of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from codeassay.review._storage import ResponseStore, Writes

__all__ = ["GroupCommit"]

_T = TypeVar("_T")


class GroupCommit:
    """Batches the writes of concurrent requests into shared transactions of one store."""

    def __init__(self, store: ResponseStore) -> None:
        self._store = store
        self._pending: list[tuple[Callable[[Writes], object], asyncio.Future]] = []
        self._committer: asyncio.Task | None = None

    async def write(self, change: Callable[[Writes], _T]) -> _T:
        """Apply ``change`` in the next commit and return its result (or raise its error)."""
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self._pending.append((change, done))
        if self._committer is None or self._committer.done():
            self._committer = loop.create_task(self._commit_while_pending())
        # A request cancelled here (its client went away) cancels only this future: the
        # write itself stays in its batch, as it would had it reached the disk already.
        return await done

    async def _commit_while_pending(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                results = await asyncio.to_thread(self._store.write_together, [change for change, _ in batch])
            except Exception as exc:  # the commit failed: none of the batch was kept
                results = [exc] * len(batch)
            for (_, done), result in zip(batch, results):
                if done.cancelled():
                    continue
                if isinstance(result, Exception):
                    done.set_exception(result)
                else:
                    done.set_result(result)
