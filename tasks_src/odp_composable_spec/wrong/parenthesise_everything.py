class Spec:
    def __init__(self, name, predicate):
        if not isinstance(name, str) or not name:
            raise ValueError("name must be a non-empty string")
        if not callable(predicate):
            raise TypeError("predicate must be callable")
        self.name = name
        self.predicate = predicate

    def __call__(self, candidate):
        return bool(self.predicate(candidate))

    def __str__(self):
        return self.name

    def __and__(self, other):
        if not isinstance(other, Spec):
            return NotImplemented
        return Spec(f"{_wrap(self)} and {_wrap(other)}",
                    lambda c: self(c) and other(c))

    def __or__(self, other):
        if not isinstance(other, Spec):
            return NotImplemented
        return Spec(f"{_wrap(self)} or {_wrap(other)}", lambda c: self(c) or other(c))

    def __invert__(self):
        return Spec(f"not {_wrap(self)}", lambda c: not self(c))

    @classmethod
    def all(cls, *specs):
        result = specs[0] if specs else cls("true", lambda c: True)
        for spec in specs[1:]:
            result = result & spec
        return result

    @classmethod
    def any(cls, *specs):
        result = specs[0] if specs else cls("false", lambda c: False)
        for spec in specs[1:]:
            result = result | spec
        return result


def _wrap(spec):
    return f"({spec})" if " " in str(spec) else str(spec)
