class Observable:
    def __init__(self, default=None, *, validate=None):
        self.value = default
        self.validate = validate
        self.observers = {}

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return self.value

    def __set__(self, instance, value):
        if self.validate is not None:
            value = self.validate(value)
        old = self.value
        if value == old:
            return
        self.value = value
        for callback in list(self.observers.get(id(instance), {}).values()):
            callback(instance, self.name, old, value)

    def observe(self, instance, callback):
        if not callable(callback):
            raise TypeError("callback must be callable")
        subs = self.observers.setdefault(id(instance), {})
        token = object()
        subs[token] = callback
        return lambda: subs.pop(token, None) and None
