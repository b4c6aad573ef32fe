"""A small dependency-injection container."""
import inspect

SKIPPED_KINDS = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)


class CycleError(Exception):
    def __init__(self, path):
        super().__init__(" -> ".join(path))
        self.path = path


class Container:
    def __init__(self):
        self._providers = {}
        self._singletons = {}

    def register(self, name, factory, *, singleton=False):
        if not callable(factory):
            raise TypeError(f"factory for {name!r} is not callable")
        if name in self._providers:
            raise ValueError(f"{name!r} is already registered")
        self._providers[name] = (factory, singleton)

    def resolve(self, name):
        return self._resolve(name, [])

    def _resolve(self, name, chain):
        if name in chain:
            raise CycleError(chain + [name])
        if name in self._singletons:
            return self._singletons[name]
        if name not in self._providers:
            raise KeyError(name)
        factory, singleton = self._providers[name]
        kwargs = {}
        for param in inspect.signature(factory).parameters.values():
            if param.kind in SKIPPED_KINDS:
                continue
            if param.default is not param.empty and param.name not in self._providers:
                continue
            kwargs[param.name] = self._resolve(param.name, chain + [name])
        instance = factory(**kwargs)
        if singleton:
            self._singletons[name] = instance
        return instance
