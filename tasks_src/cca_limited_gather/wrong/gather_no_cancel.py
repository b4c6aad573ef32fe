import asyncio


async def run_limited(factories, limit):
    if limit < 1:
        raise ValueError("limit must be at least 1")
    semaphore = asyncio.Semaphore(limit)

    async def guarded(factory):
        async with semaphore:
            return await factory()

    return list(await asyncio.gather(*(guarded(f) for f in factories)))
