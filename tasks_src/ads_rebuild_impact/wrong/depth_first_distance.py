def rebuild_impact(depends_on, changed):
    dependents = {name: [] for name in depends_on}
    for package, dependencies in depends_on.items():
        for dependency in dependencies:
            if dependency in dependents and package not in dependents[dependency]:
                dependents[dependency].append(package)
    for name in changed:
        if name not in depends_on:
            raise KeyError(name)
    distance = {name: 0 for name in changed}

    def visit(name):
        for package in dependents[name]:
            if package not in distance:
                distance[package] = distance[name] + 1
                visit(package)

    for name in changed:
        visit(name)
    return sorted(distance.items(), key=lambda item: (item[1], item[0]))
