# blind: R6 - checks for cycles before unknown dependencies
# differs on: {'a': ['a', 'zz']} -> ValueError instead of KeyError('zz')
from typing import Dict, List


def build_waves(steps: Dict[str, List[str]]) -> List[List[str]]:
    deps_of = {name: set(deps) for name, deps in steps.items()}
    for name, ds in deps_of.items():
        if name in ds:
            raise ValueError("dependency cycle")
    for name, deps in steps.items():
        for d in deps:
            if d not in steps:
                raise KeyError(d)
    dependents: Dict[str, List[str]] = {name: [] for name in steps}
    remaining = {}
    for name, ds in deps_of.items():
        remaining[name] = len(ds)
        for d in ds:
            dependents[d].append(name)
    level = {}
    current = [n for n, c in remaining.items() if c == 0]
    waves: List[List[str]] = []
    done = 0
    while current:
        waves.append(sorted(current))
        done += len(current)
        nxt = []
        for n in current:
            for m in dependents[n]:
                remaining[m] -= 1
                if remaining[m] == 0:
                    nxt.append(m)
        current = nxt
    if done != len(steps):
        raise ValueError("dependency cycle")
    return waves
