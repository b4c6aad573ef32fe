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
    results, errors, cut = {}, {}, []
    for name, task in tasks.items():
        if not task.done() or task.cancelled():
            cut.append(name)
        elif task.exception() is not None:
            errors[name] = task.exception()
        else:
            results[name] = task.result()
    return results, errors, cut
