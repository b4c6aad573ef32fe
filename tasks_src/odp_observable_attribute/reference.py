"""A descriptor that notifies per-instance observers when an attribute changes."""
import weakref


class Observable:
    def __init__(self, default=None, *, validate=None):
        self._default = default
        self._validate = validate
        # Weak keys: subscribing must not keep an instance alive.
        self._observers = weakref.WeakKeyDictionary()

    def __set_name__(self, owner, name):
        self._name = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return instance.__dict__.get(self._name, self._default)

    def __set__(self, instance, value):
        if self._validate is not None:
            value = self._validate(value)
        old = self.__get__(instance)
        if value == old:
            return
        instance.__dict__[self._name] = value
        for callback in list(self._observers.get(instance, {}).values()):
            callback(instance, self._name, old, value)

    def observe(self, instance, callback):
        if not callable(callback):
            raise TypeError
        subscriptions = self._observers.setdefault(instance, {})
        token = object()  # one key per subscription, so duplicates stay separate
        subscriptions[token] = callback

        def unsubscribe():
            subscriptions.pop(token, None)

        return unsubscribe
