# blind: R3 - places each step one wave after its earliest-finished dependency (shortest path) instead of after all of them
# differs on: {'a': [], 'b': ['a'], 'c': ['a', 'b']} -> [['a'], ['b', 'c']] instead of [['a'], ['b'], ['c']]
from typing import Dict, List


def build_waves(steps: Dict[str, List[str]]) -> List[List[str]]:
    for name, deps in steps.items():
        for d in deps:
            if d not in steps:
                raise KeyError(d)
    deps_of = {name: set(deps) for name, deps in steps.items()}
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
    placed = set(current)
    while current:
        waves.append(sorted(current))
        done += len(current)
        nxt = []
        for n in current:
            for m in dependents[n]:
                if m not in placed:
                    placed.add(m)
                    nxt.append(m)
        current = nxt
    if done != len(steps) or any(n in deps_of[n] for n in steps):
        raise ValueError("dependency cycle")
    return waves
