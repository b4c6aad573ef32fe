# blind: R5 - cancels the losing attempts but returns the winner's value without waiting for them to finish
# differs on: attempt 0 hangs with a cleanup handler, attempt 1 wins -> returns before attempt 0's cleanup has run
import asyncio
from typing import Any, Awaitable, Callable, List


async def _cancel_and_wait(tasks) -> None:
    pending = [t for t in tasks if not t.done()]
    for t in pending:
        t.cancel()
    if pending:
        await asyncio.wait(pending)


async def first_success(factories: List[Callable[[], Awaitable[Any]]], delay: float,
                        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep) -> Any:
    if not factories:
        raise ValueError("factories must not be empty")
    if delay < 0:
        raise ValueError("delay must be >= 0")
    n = len(factories)
    running: dict = {}
    errors: List[Any] = [None] * n
    created: list = []
    state = {"next": 0, "timer": None}

    def start_next() -> None:
        i = state["next"]
        state["next"] = i + 1
        task = asyncio.ensure_future(factories[i]())
        created.append(task)
        running[task] = i
        timer = state["timer"]
        if timer is not None and not timer.done():
            timer.cancel()
        state["timer"] = None
        if state["next"] < n:
            timer = asyncio.ensure_future(sleep(delay))
            created.append(timer)
            state["timer"] = timer

    try:
        start_next()
        while True:
            waitset = set(running)
            timer = state["timer"]
            if timer is not None and not timer.done():
                waitset.add(timer)
            elif timer is not None and timer.done():
                # timer finished: start the next attempt
                state["timer"] = None
                if state["next"] < n:
                    start_next()
                continue
            if not waitset:
                break
            done, _ = await asyncio.wait(waitset, return_when=asyncio.FIRST_COMPLETED)
            finished = sorted((t for t in done if t in running), key=lambda t: running[t])
            winner = None
            for t in finished:
                if not t.cancelled() and t.exception() is None:
                    winner = t
                    break
            if winner is not None:
                value = winner.result()
                for t in created:
                    if not t.done():
                        t.cancel()
                return value
            starts = 0
            for t in finished:
                i = running.pop(t)
                errors[i] = asyncio.CancelledError() if t.cancelled() else t.exception()
                starts += 1
            timer = state["timer"]
            if timer is not None and timer in done:
                state["timer"] = None
                starts += 1
            for _ in range(starts):
                if state["next"] < n:
                    start_next()
        await _cancel_and_wait(created)
        raise ExceptionGroup("all attempts failed", errors)
    except asyncio.CancelledError:
        await _cancel_and_wait(created)
        raise
