import asyncio


async def first_success(factories, delay, sleep=asyncio.sleep):
    if not factories or delay < 0:
        raise ValueError
    tasks = [asyncio.ensure_future(factory()) for factory in factories]
    try:
        for next_done in asyncio.as_completed(tasks):
            try:
                return await next_done
            except Exception:
                continue
        raise ExceptionGroup("all attempts failed", [task.exception() for task in tasks])
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
