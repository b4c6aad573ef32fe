"""A plugin registry filled by decorators, with case-insensitive names and aliases."""


def _normalise(name):
    if not isinstance(name, str):
        raise TypeError
    key = name.strip().lower()
    if not key:
        raise ValueError
    return key


class Registry:
    def __init__(self):
        self._plugins = {}  # canonical name -> object
        self._index = {}    # canonical name or alias -> canonical name

    def register(self, name=None, *, aliases=()):
        if callable(name):  # used bare: @registry.register
            return self.register()(name)

        def decorator(obj):
            if not callable(obj):
                raise TypeError
            canonical = _normalise(obj.__name__ if name is None else name)
            keys = [canonical, *map(_normalise, aliases)]
            if len(set(keys)) < len(keys) or any(key in self._index for key in keys):
                raise ValueError
            self._plugins[canonical] = obj
            self._index.update(dict.fromkeys(keys, canonical))
            return obj

        return decorator

    def _canonical(self, name):
        return self._index[name.strip().lower()]

    def get(self, name):
        return self._plugins[self._canonical(name)]

    def __contains__(self, name):
        return isinstance(name, str) and name.strip().lower() in self._index

    def create(self, name, *args, **kwargs):
        return self.get(name)(*args, **kwargs)

    def unregister(self, name):
        canonical = self._canonical(name)
        for key in [key for key, target in self._index.items() if target == canonical]:
            del self._index[key]
        return self._plugins.pop(canonical)

    def names(self):
        return sorted(self._plugins)
