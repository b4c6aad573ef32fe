# blind: R14 - a derived prototype is merged in place into its base's stored dict
# differs on: register('prod', {'new': 1}, base='base'); create('base') -> expected no 'new' key
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
            stored = self._protos[base]
            for k, v in copy.deepcopy(prototype).items():
                if k in stored and isinstance(stored[k], dict) and isinstance(v, dict):
                    stored[k] = _merge(stored[k], v)
                else:
                    stored[k] = v
            stored = copy.deepcopy(stored)
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
