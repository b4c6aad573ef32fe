import asyncio
from collections import defaultdict


class SingleFlight:
    def __init__(self):
        self._locks = defaultdict(asyncio.Lock)
        self._busy = set()

    async def run(self, key, factory):
        async with self._locks[key]:
            self._busy.add(key)
            try:
                return await factory()
            finally:
                self._busy.discard(key)

    def in_flight(self, key):
        return key in self._busy
