# blind: R13 - create copies only the top level, so nested lists/dicts are shared between results and the prototype
# differs on: c1 = create('base'); c1['tags'].append('z'); create('base')['tags'] -> expected ['a']
import copy


def _merge(base, extra):
    result = dict(base)
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
        for key in overrides:
            if key not in proto:
                raise KeyError(key)
        return _merge(proto, overrides)

    def names(self) -> list:
        return sorted(self._protos)
