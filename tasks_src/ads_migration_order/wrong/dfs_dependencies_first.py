def migration_order(migrations):
    deps = {}
    for name, depends_on in migrations:
        if name in deps:
            raise ValueError(name)
        deps[name] = depends_on
    for name, depends_on in migrations:
        for dep in depends_on:
            if dep not in deps:
                raise KeyError(dep)
    order, state = [], {}

    def visit(name):
        if state.get(name) == "done":
            return
        if state.get(name) == "active":
            raise ValueError("cycle")
        state[name] = "active"
        for dep in sorted(set(deps[name]), key=list(deps).index):
            visit(dep)
        state[name] = "done"
        order.append(name)

    for name, _ in migrations:
        visit(name)
    return order
