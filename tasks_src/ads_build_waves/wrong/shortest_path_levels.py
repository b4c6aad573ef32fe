from collections import deque


def build_waves(steps):
    for deps in steps.values():
        for dep in deps:
            if dep not in steps:
                raise KeyError(dep)
    dependents = {step: [] for step in steps}
    for step, deps in steps.items():
        for dep in set(deps):
            dependents[dep].append(step)
    level = {step: 0 for step, deps in steps.items() if not deps}
    queue = deque(level)
    while queue:
        step = queue.popleft()
        for nxt in dependents[step]:
            if nxt not in level:
                level[nxt] = level[step] + 1
                queue.append(nxt)
    if len(level) != len(steps):
        raise ValueError("cycle")
    waves = [[] for _ in range(max(level.values(), default=-1) + 1)]
    for step, n in level.items():
        waves[n].append(step)
    return [sorted(wave) for wave in waves]
