# blind: R6 - KeyError carries a descriptive message instead of just the unknown name
# differs on: fixture_setup_order({}, ['nope']) -> expected KeyError('nope') with args ('nope',)

_RANK = {"session": 0, "module": 1, "function": 2}


def fixture_setup_order(fixtures: dict[str, tuple[str, list[str]]], requested: list[str]) -> list[str]:
    order = []
    done = set()
    visiting = set()

    def get(name):
        if name not in fixtures:
            raise KeyError("unknown fixture: %s" % name)
        scope, deps = fixtures[name]
        if scope not in _RANK:
            raise ValueError("invalid scope %r for fixture %r" % (scope, name))
        return scope, deps

    def resolve(name):
        scope, deps = get(name)
        if name in done:
            return
        if name in visiting:
            raise ValueError("dependency cycle at %r" % name)
        visiting.add(name)
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
