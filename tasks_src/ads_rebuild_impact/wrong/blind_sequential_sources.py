# blind: R4 - runs a separate search from each changed package in turn, so a changed package reached from an earlier one gets a non-zero distance
# differs on: {'a': [], 'b': ['a']}, changed ['a', 'b'] returns [('a', 0), ('b', 1)] instead of [('a', 0), ('b', 0)]
from collections import deque


def rebuild_impact(depends_on, changed):
    for name in changed:
        if name not in depends_on:
            raise KeyError(name)
    dependents = {name: [] for name in depends_on}
    for pkg, deps in depends_on.items():
        for dep in deps:
            if dep in dependents:
                dependents[dep].append(pkg)
    dist = {}
    queue = deque()
    for name in changed:
        if name in dist:
            continue
        dist[name] = 0
        queue.append(name)
        while queue:
            cur = queue.popleft()
            for nxt in dependents[cur]:
                if nxt not in dist:
                    dist[nxt] = dist[cur] + 1
                    queue.append(nxt)
    return sorted(dist.items(), key=lambda kv: (kv[1], kv[0]))
