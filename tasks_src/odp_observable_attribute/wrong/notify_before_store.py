import weakref


class Observable:
    def __init__(self, default=None, *, validate=None):
        self.default = default
        self.validate = validate
        self.observers = weakref.WeakKeyDictionary()

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return instance.__dict__.get(self.name, self.default)

    def __set__(self, instance, value):
        if self.validate is not None:
            value = self.validate(value)
        old = self.__get__(instance)
        if value == old:
            return
        for callback in list(self.observers.get(instance, {}).values()):
            callback(instance, self.name, old, value)
        instance.__dict__[self.name] = value

    def observe(self, instance, callback):
        if not callable(callback):
            raise TypeError("callback must be callable")
        subs = self.observers.setdefault(instance, {})
        token = object()
        subs[token] = callback

        def unsubscribe():
            subs.pop(token, None)

        return unsubscribe
