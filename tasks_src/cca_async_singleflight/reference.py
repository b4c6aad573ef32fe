"""Coalesce concurrent asyncio operations that share a key."""
import asyncio


class SingleFlight:
    def __init__(self):
        self._operations = {}

    async def run(self, key, factory):
        operation = self._operations.get(key)
        if operation is None:
            operation = asyncio.ensure_future(factory())
            self._operations[key] = operation
            operation.add_done_callback(lambda _: self._operations.pop(key))
        # shield: a cancelled caller must not cancel the work the others share
        return await asyncio.shield(operation)

    def in_flight(self, key):
        return key in self._operations
