"""Retry a flaky coroutine with capped exponential backoff and an injectable sleep."""
import asyncio


async def retry_async(operation, *, attempts, base_delay, factor=2.0, max_delay=None,
                      retry_on=(Exception,), sleep=asyncio.sleep):
    if attempts < 1 or base_delay < 0 or factor < 1:
        raise ValueError
    if max_delay is not None and max_delay < 0:
        raise ValueError
    for retry in range(attempts - 1):
        try:
            return await operation()
        except asyncio.CancelledError:
            raise  # cancellation is never retried, whatever retry_on says
        except retry_on:
            pass
        delay = float(base_delay * factor ** retry)
        if max_delay is not None:
            delay = min(delay, float(max_delay))
        await sleep(delay)
    return await operation()  # the last try: its exception, if any, propagates
