# blind: R12 - the cycle path starts at the repeated name instead of at the resolved name
# differs on: app -> db -> config -> db -> expected path ['app', 'db', 'config', 'db']
import inspect
from typing import Any, Callable


class CycleError(Exception):
    def __init__(self, path):
        self.path = list(path)
        super().__init__(" -> ".join(self.path))

    def __str__(self):
        return " -> ".join(self.path)


class Container:
    def __init__(self) -> None:
        self._providers = {}
        self._cache = {}

    def register(self, name: str, factory: Callable[..., Any], *, singleton: bool = False) -> None:
        if not callable(factory):
            raise TypeError("factory must be callable")
        if name in self._providers:
            raise ValueError("provider %r already registered" % (name,))
        self._providers[name] = (factory, bool(singleton))

    def resolve(self, name: str) -> Any:
        return self._resolve(name, [])

    def _resolve(self, name, chain):
        if name in chain:
            raise CycleError(chain[chain.index(name):] + [name])
        if name not in self._providers:
            raise KeyError(name)
        factory, singleton = self._providers[name]
        if singleton and name in self._cache:
            return self._cache[name]
        chain = chain + [name]
        kwargs = {}
        for param in inspect.signature(factory).parameters.values():
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
                continue
            if param.default is not param.empty and param.name not in self._providers:
                continue
            kwargs[param.name] = self._resolve(param.name, chain)
        obj = factory(**kwargs)
        if singleton:
            self._cache[name] = obj
        return obj
