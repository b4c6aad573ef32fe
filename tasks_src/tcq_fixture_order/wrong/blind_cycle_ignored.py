# blind: R8 - a fixture is marked done on entry, so dependency cycles are silently cut instead of raising
# differs on: {'a': ('function', ['a'])}, ['a'] -> expected ValueError

_RANK = {"session": 0, "module": 1, "function": 2}


def fixture_setup_order(fixtures: dict[str, tuple[str, list[str]]], requested: list[str]) -> list[str]:
    order = []
    done = set()
    visiting = set()

    def get(name):
        if name not in fixtures:
            raise KeyError(name)
        scope, deps = fixtures[name]
        if scope not in _RANK:
            raise ValueError("invalid scope %r for fixture %r" % (scope, name))
        return scope, deps

    def resolve(name):
        scope, deps = get(name)
        if name in done:
            return
        done.add(name)
        for dep in deps:
            dscope, _ = get(dep)
            resolve(dep)
            if _RANK[dscope] > _RANK[scope]:
                raise ValueError("%r (%s) depends on narrower %r (%s)" % (name, scope, dep, dscope))
        visiting.discard(name)
        done.add(name)
        order.append(name)

    for name in requested:
        resolve(name)
    return sorted(order, key=lambda n: _RANK[fixtures[n][0]])
