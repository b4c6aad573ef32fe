import asyncio


async def run_limited(factories, limit):
    if limit < 1:
        raise ValueError("limit must be at least 1")
    results = []
    for offset in range(0, len(factories), limit):
        tasks = [asyncio.ensure_future(f()) for f in factories[offset:offset + limit]]
        try:
            results.extend(await asyncio.gather(*tasks))
        except BaseException:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            raise
    return results
