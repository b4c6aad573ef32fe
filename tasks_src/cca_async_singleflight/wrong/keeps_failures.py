import asyncio


class SingleFlight:
    def __init__(self):
        self._operations = {}

    async def run(self, key, factory):
        operation = self._operations.get(key)
        if operation is None:
            operation = asyncio.ensure_future(factory())
            self._operations[key] = operation
        result = await asyncio.shield(operation)
        self._operations.pop(key, None)
        return result

    def in_flight(self, key):
        return key in self._operations
