"""A registry of configuration prototypes that hands out independent copies."""
import copy


def _merge(base, extra):
    merged = dict(base)
    for key, value in extra.items():
        if isinstance(merged.get(key), dict) and isinstance(value, dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


class PrototypeRegistry:
    def __init__(self):
        self._prototypes = {}

    def register(self, name, prototype, *, base=None):
        if not isinstance(prototype, dict):
            raise TypeError("prototype must be a dict")
        if name in self._prototypes:
            raise ValueError(name)
        if base is not None:
            prototype = _merge(self._prototypes[base], prototype)
        self._prototypes[name] = copy.deepcopy(prototype)

    def create(self, name, **overrides):
        prototype = self._prototypes[name]
        for key in overrides:
            if key not in prototype:
                raise KeyError(key)
        return _merge(prototype, overrides)

    def names(self):
        return sorted(self._prototypes)
