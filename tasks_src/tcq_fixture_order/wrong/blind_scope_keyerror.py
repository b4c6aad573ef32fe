# blind: R7 - an invalid scope surfaces as KeyError from the rank lookup instead of ValueError
# differs on: {'a': ('class', [])}, ['a'] -> expected ValueError

_RANK = {"session": 0, "module": 1, "function": 2}


def fixture_setup_order(fixtures: dict[str, tuple[str, list[str]]], requested: list[str]) -> list[str]:
    order = []
    done = set()
    visiting = set()

    def get(name):
        if name not in fixtures:
            raise KeyError(name)
        scope, deps = fixtures[name]
        _RANK[scope]
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
