# blind: R6 - registering an existing name replaces the prototype instead of raising ValueError
# differs on: register('base', {...}) twice -> expected ValueError and the first prototype kept
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
        for key in overrides:
            if key not in proto:
                raise KeyError(key)
        return _merge(proto, overrides)

    def names(self) -> list:
        return sorted(self._protos)
