# blind: correct
from typing import Callable

_MISSING = object()


class Observable:
    def __init__(self, default: object = None, *, validate=None) -> None:
        self.default = default
        self.validate = validate
        self.name = None
        self._key = "_observable_%x" % id(self)

    def __set_name__(self, owner, name):
        self.name = name

    def _data(self, instance):
        # per-instance data lives on the instance itself, so nothing here keeps it alive
        d = instance.__dict__
        data = d.get(self._key)
        if data is None:
            data = {"value": _MISSING, "observers": []}
            d[self._key] = data
        return data

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        data = instance.__dict__.get(self._key)
        if data is None or data["value"] is _MISSING:
            return self.default
        return data["value"]

    def __set__(self, instance, value):
        if self.validate is not None:
            value = self.validate(value)
        data = self._data(instance)
        old = self.default if data["value"] is _MISSING else data["value"]
        if value == old:
            return
        data["value"] = value
        for _token, callback in list(data["observers"]):
            callback(instance, self.name, old, value)

    def observe(self, instance: object, callback: Callable) -> Callable[[], None]:
        if not callable(callback):
            raise TypeError("callback must be callable")
        token = object()
        observers = self._data(instance)["observers"]
        observers.append((token, callback))

        def unsubscribe() -> None:
            for i, (t, _cb) in enumerate(observers):
                if t is token:
                    del observers[i]
                    return

        return unsubscribe
