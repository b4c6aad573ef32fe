# blind: R6 - names are registered one by one while checking, so a conflicting alias leaves the canonical name registered
# differs on: register('taken'); register('new', aliases=['taken']) raises, then 'new' in registry -> expected False
from typing import Callable, Iterable


def _norm(name):
    return name.strip().lower()


class Registry:
    def __init__(self) -> None:
        self._plugins = {}   # canonical -> (obj, [all normalised names])
        self._index = {}     # any normalised name -> canonical

    def register(self, name=None, *, aliases: Iterable[str] = ()):
        if name is not None and not isinstance(name, str) and callable(name):
            return self._add(name, None, aliases)
        if name is not None and not isinstance(name, str):
            raise TypeError("name must be a str")
        alias_list = list(aliases)

        def decorator(obj):
            return self._add(obj, name, alias_list)

        return decorator

    def _add(self, obj, name, aliases):
        if not callable(obj):
            raise TypeError("plugin must be callable")
        if name is None:
            name = getattr(obj, "__name__", None)
        raw = [name] + list(aliases)
        for n in raw:
            if not isinstance(n, str):
                raise TypeError("names and aliases must be str")
        normed = [_norm(n) for n in raw]
        for n in normed:
            if not n:
                raise ValueError("empty name")
        if len(set(normed)) != len(normed):
            raise ValueError("duplicate name within registration")
        canonical = normed[0]
        for n in normed:
            if n in self._index:
                raise ValueError("name %r already in use" % n)
            self._index[n] = canonical
            if n == canonical:
                self._plugins[canonical] = (obj, normed)
        return obj

    def _lookup(self, name):
        if not isinstance(name, str):
            raise KeyError(name)
        n = _norm(name)
        if n not in self._index:
            raise KeyError(name)
        return self._index[n]

    def get(self, name: str) -> Callable:
        return self._plugins[self._lookup(name)][0]

    def create(self, name: str, *args, **kwargs) -> object:
        return self.get(name)(*args, **kwargs)

    def unregister(self, name: str) -> Callable:
        canonical = self._lookup(name)
        obj, normed = self._plugins.pop(canonical)
        for n in normed:
            self._index.pop(n, None)
        return obj

    def names(self) -> list:
        return sorted(self._plugins)

    def __contains__(self, name) -> bool:
        if not isinstance(name, str):
            return False
        return _norm(name) in self._index
