import asyncio


class SingleFlight:
    def __init__(self):
        self._operations = {}

    async def run(self, key, factory):
        operation = self._operations.get(key)
        if operation is None:
            operation = asyncio.ensure_future(factory())
            self._operations[key] = operation
        return await asyncio.shield(operation)

    def in_flight(self, key):
        operation = self._operations.get(key)
        return operation is not None and not operation.done()
