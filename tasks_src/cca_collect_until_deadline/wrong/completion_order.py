import asyncio


async def collect_until(jobs, deadline):
    tasks = {name: asyncio.ensure_future(factory()) for name, factory in jobs.items()}
    names = {task: name for name, task in tasks.items()}
    results, errors = {}, {}
    timer = asyncio.ensure_future(deadline)
    try:
        pending = set(tasks.values())
        while pending and not timer.done():
            done, pending = await asyncio.wait({*pending, timer}, return_when=asyncio.FIRST_COMPLETED)
            pending.discard(timer)
            for task in done:
                if task is timer:
                    continue
                if task.exception() is not None:
                    errors[names[task]] = task.exception()
                else:
                    results[names[task]] = task.result()
    finally:
        timer.cancel()
        for task in tasks.values():
            task.cancel()
        await asyncio.gather(timer, *tasks.values(), return_exceptions=True)
    cut = []
    for name, task in tasks.items():
        if name in results or name in errors:
            continue
        if task.cancelled():
            cut.append(name)
        elif task.exception() is not None:
            errors[name] = task.exception()
        else:
            results[name] = task.result()
    return results, errors, cut
