"""Run named async jobs until they all finish or a deadline passes; report partial results."""
import asyncio


async def collect_until(jobs, deadline):
    tasks = {name: asyncio.ensure_future(factory()) for name, factory in jobs.items()}
    timer = asyncio.ensure_future(deadline)
    try:
        unfinished = set(tasks.values())
        while unfinished and not timer.done():
            _, unfinished = await asyncio.wait({*unfinished, timer}, return_when=asyncio.FIRST_COMPLETED)
            unfinished.discard(timer)
    finally:
        timer.cancel()
        for task in tasks.values():
            task.cancel()  # does nothing to a job that has already finished
        await asyncio.gather(timer, *tasks.values(), return_exceptions=True)
    results, errors, cut = {}, {}, []
    for name, task in tasks.items():
        if task.cancelled():
            cut.append(name)
        elif task.exception() is not None:
            errors[name] = task.exception()
        else:
            results[name] = task.result()
    return results, errors, cut
