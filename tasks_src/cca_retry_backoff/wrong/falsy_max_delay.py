import asyncio


async def retry_async(operation, *, attempts, base_delay, factor=2.0, max_delay=None,
                      retry_on=(Exception,), sleep=asyncio.sleep):
    if attempts < 1 or base_delay < 0 or factor < 1:
        raise ValueError("bad arguments")
    if max_delay is not None and max_delay < 0:
        raise ValueError("bad max_delay")
    for retry in range(attempts):
        try:
            return await operation()
        except asyncio.CancelledError:
            raise
        except retry_on:
            if retry == attempts - 1:
                raise
        delay = base_delay * factor ** retry
        if max_delay:
            delay = min(delay, max_delay)
        await sleep(float(delay))
