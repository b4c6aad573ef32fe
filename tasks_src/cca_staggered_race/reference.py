"""Staggered race of async attempts: the first success wins, the rest are cancelled."""
import asyncio


async def first_success(factories, delay, sleep=asyncio.sleep):
    if not factories or delay < 0:
        raise ValueError
    running, errors = {}, {}
    timer = None
    started = 0

    def launch():
        nonlocal timer, started
        if timer is not None:
            timer.cancel()
        running[asyncio.ensure_future(factories[started]())] = started
        started += 1
        timer = asyncio.ensure_future(sleep(delay)) if started < len(factories) else None

    launch()
    try:
        while running:
            watched = set(running) if timer is None else {*running, timer}
            done, _ = await asyncio.wait(watched, return_when=asyncio.FIRST_COMPLETED)
            finished = sorted((task for task in done if task in running), key=running.get)
            for task in finished:
                if task.exception() is None:
                    return task.result()
            starts = len(finished) + (timer in done)  # one start per failure and for the timer
            for task in finished:
                errors[running.pop(task)] = task.exception()
            for _ in range(min(starts, len(factories) - started)):
                launch()
        raise ExceptionGroup("all attempts failed", [errors[i] for i in range(len(factories))])
    finally:
        pending = [*running, timer] if timer is not None else list(running)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
