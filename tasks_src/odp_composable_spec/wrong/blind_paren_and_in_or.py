# blind: R14 - an and combination inside an or is parenthesised too
# differs on: str(a | b & c) -> expected 'a or b and c'
from typing import Callable


class Spec:
    def __init__(self, name: str, predicate: Callable[[object], object]) -> None:
        if not isinstance(name, str) or name == "":
            raise ValueError("name must be a non-empty str")
        if not callable(predicate):
            raise TypeError("predicate must be callable")
        self._kind = "leaf"
        self._name = name
        self._predicate = predicate
        self._operands = ()

    @classmethod
    def _node(cls, kind, *operands):
        obj = cls.__new__(cls)
        obj._kind = kind
        obj._name = None
        obj._predicate = None
        obj._operands = operands
        return obj

    def __call__(self, candidate: object) -> bool:
        kind = self._kind
        if kind == "leaf":
            return bool(self._predicate(candidate))
        if kind == "and":
            return self._operands[0](candidate) and self._operands[1](candidate)
        if kind == "or":
            return self._operands[0](candidate) or self._operands[1](candidate)
        return not self._operands[0](candidate)

    def __and__(self, other):
        if not isinstance(other, Spec):
            raise TypeError("can only combine Spec with Spec")
        return Spec._node("and", self, other)

    def __rand__(self, other):
        raise TypeError("can only combine Spec with Spec")

    def __or__(self, other):
        if not isinstance(other, Spec):
            raise TypeError("can only combine Spec with Spec")
        return Spec._node("or", self, other)

    def __ror__(self, other):
        raise TypeError("can only combine Spec with Spec")

    def __invert__(self):
        return Spec._node("not", self)

    @classmethod
    def all(cls, *specs):
        for s in specs:
            if not isinstance(s, Spec):
                raise TypeError("can only combine Spec with Spec")
        if not specs:
            return Spec("true", lambda c: True)
        result = specs[0]
        if len(specs) == 1:
            return result._copy()
        for s in specs[1:]:
            result = result & s
        return result

    @classmethod
    def any(cls, *specs):
        for s in specs:
            if not isinstance(s, Spec):
                raise TypeError("can only combine Spec with Spec")
        if not specs:
            return Spec("false", lambda c: False)
        result = specs[0]
        if len(specs) == 1:
            return result._copy()
        for s in specs[1:]:
            result = result | s
        return result

    def _copy(self):
        obj = Spec.__new__(Spec)
        obj._kind = self._kind
        obj._name = self._name
        obj._predicate = self._predicate
        obj._operands = self._operands
        return obj

    def __str__(self) -> str:
        kind = self._kind
        if kind == "leaf":
            return self._name
        if kind == "not":
            op = self._operands[0]
            text = str(op)
            if op._kind in ("and", "or"):
                text = "(" + text + ")"
            return "not " + text
        parts = []
        for op in self._operands:
            text = str(op)
            if op._kind in ("and", "or") and op._kind != kind:
                text = "(" + text + ")"
            parts.append(text)
        return (" and " if kind == "and" else " or ").join(parts)

    def __repr__(self):
        return "Spec(%s)" % str(self)
