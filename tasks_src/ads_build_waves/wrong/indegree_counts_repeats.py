def build_waves(steps):
    for deps in steps.values():
        for dep in deps:
            if dep not in steps:
                raise KeyError(dep)
    indegree = {step: len(deps) for step, deps in steps.items()}
    dependents = {step: set() for step in steps}
    for step, deps in steps.items():
        for dep in deps:
            dependents[dep].add(step)
    wave = sorted(step for step, n in indegree.items() if n == 0)
    waves = []
    placed = 0
    while wave:
        waves.append(wave)
        placed += len(wave)
        nxt = []
        for step in wave:
            for child in dependents[step]:
                indegree[child] -= 1
                if indegree[child] == 0:
                    nxt.append(child)
        wave = sorted(nxt)
    if placed != len(steps):
        raise ValueError("cycle")
    return waves
