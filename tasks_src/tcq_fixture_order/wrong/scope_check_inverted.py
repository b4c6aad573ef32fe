
SCOPE_RANK = {"session": 0, "module": 1, "function": 2}


def fixture_setup_order(fixtures, requested):
    order = []
    state = {}

    def visit(name):
        if name not in fixtures:
            raise KeyError(name)
        if state.get(name) == "done":
            return
        if state.get(name) == "active":
            raise ValueError
        scope, dependencies = fixtures[name]
        if scope not in SCOPE_RANK:
            raise ValueError
        state[name] = "active"
        for dependency in dependencies:
            visit(dependency)
            if SCOPE_RANK[fixtures[dependency][0]] < SCOPE_RANK[scope]:
                raise ValueError
        state[name] = "done"
        order.append(name)

    for name in requested:
        visit(name)
    return sorted(order, key=lambda name: SCOPE_RANK[fixtures[name][0]])
