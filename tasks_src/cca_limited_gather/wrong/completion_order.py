import asyncio


async def run_limited(factories, limit):
    if limit < 1:
        raise ValueError("limit must be at least 1")
    results = []
    waiting = iter(factories)
    running = set()

    def start_next():
        for factory in waiting:
            running.add(asyncio.ensure_future(factory()))
            return

    for _ in range(limit):
        start_next()
    try:
        while running:
            done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                running.discard(task)
                results.append(task.result())
                start_next()
    finally:
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
    return results
