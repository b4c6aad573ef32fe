"""Run awaitable jobs with at most `limit` in progress, keeping input order."""
import asyncio


async def run_limited(factories, limit):
    if limit < 1:
        raise ValueError
    results = [None] * len(factories)
    waiting = iter(enumerate(factories))
    running = {}

    def start_next():
        for index, factory in waiting:
            running[asyncio.ensure_future(factory())] = index
            return

    for _ in range(limit):
        start_next()
    try:
        while running:
            done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
            for task in sorted(done, key=running.get):
                index = running.pop(task)
                results[index] = task.result()
                start_next()
    finally:
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
    return results
