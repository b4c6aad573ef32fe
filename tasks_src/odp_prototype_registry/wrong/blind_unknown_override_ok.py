# blind: R9 - override keywords that are not keys of the prototype are added instead of raising KeyError
# differs on: create('base', unknown=1) -> expected KeyError
import copy


def _merge(base, extra):
    result = copy.deepcopy(base)
    for key, value in extra.items():
        if key in result and isinstance(result[key], dict) and isinstance(value, dict):
            result[key] = _merge(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


class PrototypeRegistry:
    def __init__(self) -> None:
        self._protos = {}

    def register(self, name: str, prototype: dict, *, base=None) -> None:
        if not isinstance(prototype, dict):
            raise TypeError("prototype must be a dict")
        if name in self._protos:
            raise ValueError("%r already registered" % (name,))
        if base is not None:
            if base not in self._protos:
                raise KeyError(base)
            stored = _merge(self._protos[base], prototype)
        else:
            stored = copy.deepcopy(prototype)
        self._protos[name] = stored

    def create(self, name: str, **overrides) -> dict:
        if name not in self._protos:
            raise KeyError(name)
        proto = self._protos[name]
        return _merge(proto, overrides)

    def names(self) -> list:
        return sorted(self._protos)
