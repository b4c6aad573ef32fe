# blind: correct
import asyncio
from typing import Any, Awaitable, Callable, Dict, List, Tuple


async def _cancel_and_wait(tasks) -> None:
    for t in tasks:
        if not t.done():
            t.cancel()
    pending = [t for t in tasks if not t.done()]
    while pending:
        try:
            await asyncio.wait(pending)
        except asyncio.CancelledError:
            for t in pending:
                if not t.done():
                    t.cancel()
            pending = [t for t in pending if not t.done()]
            if pending:
                await asyncio.wait(pending)
            raise
        pending = [t for t in pending if not t.done()]


def _consume(task) -> None:
    if not task.cancelled():
        task.exception()


async def collect_until(jobs: Dict[str, Callable[[], Awaitable[Any]]],
                        deadline: Awaitable[Any]
                        ) -> Tuple[Dict[str, Any], Dict[str, BaseException], List[str]]:
    tasks: Dict[str, asyncio.Future] = {}
    for name, factory in jobs.items():
        tasks[name] = asyncio.ensure_future(factory())
    dl = asyncio.ensure_future(deadline)
    dl.add_done_callback(_consume)
    all_tasks = list(tasks.values()) + [dl]
    try:
        pending = set(tasks.values())
        while pending and not dl.done():
            done, _ = await asyncio.wait(pending | {dl}, return_when=asyncio.FIRST_COMPLETED)
            pending -= done
        await _cancel_and_wait(all_tasks)
    except asyncio.CancelledError:
        await _cancel_and_wait(all_tasks)
        raise

    results: Dict[str, Any] = {}
    errors: Dict[str, BaseException] = {}
    cut: List[str] = []
    for name, t in tasks.items():
        if t.cancelled():
            cut.append(name)
        else:
            exc = t.exception()
            if exc is not None:
                errors[name] = exc
            else:
                results[name] = t.result()
    return results, errors, cut
