# blind: R8 - accepts zero-width or zero-height boxes (only negative sizes rejected)
# differs on: {'a': (0, 0, 0, 5)} -> [] instead of ValueError
from typing import Dict, List, Tuple


def _collide(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def collision_groups(labels: Dict[str, Tuple[int, int, int, int]]) -> List[List[str]]:
    for name, (x, y, w, h) in labels.items():
        if w < 0 or h < 0:
            raise ValueError(f"box of {name!r} must have width and height >= 1")
    names = list(labels)
    parent = {n: n for n in names}

    def find(n):
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            if _collide(labels[names[i]], labels[names[j]]):
                ra, rb = find(names[i]), find(names[j])
                if ra != rb:
                    parent[ra] = rb
    groups: Dict[str, List[str]] = {}
    for n in names:
        groups.setdefault(find(n), []).append(n)
    result = [sorted(g) for g in groups.values() if len(g) >= 2]
    result.sort(key=lambda g: g[0])
    return result
