# blind: R10 - treats max_delay=0 as no cap (truthiness check)
# differs on: base_delay=1, max_delay=0, one failure -> sleep(1.0) instead of sleep(0.0)
import asyncio
from typing import Any, Awaitable, Callable, Optional, Tuple, Type


async def retry_async(operation: Callable[[], Awaitable[Any]], *, attempts: int,
                      base_delay: float, factor: float = 2.0,
                      max_delay: Optional[float] = None,
                      retry_on: Tuple[Type[BaseException], ...] = (Exception,),
                      sleep: Callable[[float], Awaitable[None]] = asyncio.sleep) -> Any:
    if attempts < 1:
        raise ValueError("attempts must be >= 1")
    if base_delay < 0:
        raise ValueError("base_delay must be >= 0")
    if factor < 1:
        raise ValueError("factor must be >= 1")
    if max_delay is not None and max_delay < 0:
        raise ValueError("max_delay must be >= 0")
    k = 0
    for attempt in range(attempts):
        try:
            return await operation()
        except asyncio.CancelledError:
            raise
        except BaseException as e:
            if not isinstance(e, retry_on):
                raise
            if attempt == attempts - 1:
                raise
        delay = base_delay * factor ** k
        if max_delay and delay > max_delay:
            delay = max_delay
        await sleep(float(delay))
        k += 1
    raise AssertionError("unreachable")
