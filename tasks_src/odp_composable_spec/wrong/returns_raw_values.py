

class Spec:
    def __init__(self, name, predicate):
        if not isinstance(name, str) or not name:
            raise ValueError
        if not callable(predicate):
            raise TypeError
        self._op, self._parts, self._name, self._predicate = None, (), name, predicate

    @classmethod
    def _combine(cls, op, *parts):
        if not all(isinstance(part, Spec) for part in parts):
            return NotImplemented  # Python then raises TypeError
        spec = cls.__new__(cls)
        spec._op, spec._parts = op, parts
        return spec

    def __and__(self, other):
        return self._combine("and", self, other)

    def __or__(self, other):
        return self._combine("or", self, other)

    def __invert__(self):
        return self._combine("not", self)

    def __call__(self, candidate):
        if self._op == "and":
            left, right = self._parts
            return left(candidate) and right(candidate)
        if self._op == "or":
            left, right = self._parts
            return left(candidate) or right(candidate)
        if self._op == "not":
            return not self._parts[0](candidate)
        return self._predicate(candidate)

    def _render(self, parenthesise):
        text = str(self)
        return f"({text})" if self._op in parenthesise else text

    def __str__(self):
        if self._op == "and":
            return " and ".join(part._render({"or"}) for part in self._parts)
        if self._op == "or":
            return " or ".join(str(part) for part in self._parts)
        if self._op == "not":
            return "not " + self._parts[0]._render({"and", "or"})
        return self._name

    @classmethod
    def all(cls, *specs):
        result = specs[0] if specs else cls("true", lambda candidate: True)
        for spec in specs[1:]:
            result = result & spec
        return result

    @classmethod
    def any(cls, *specs):
        result = specs[0] if specs else cls("false", lambda candidate: False)
        for spec in specs[1:]:
            result = result | spec
        return result
