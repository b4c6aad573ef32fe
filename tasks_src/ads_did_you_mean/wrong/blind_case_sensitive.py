# blind: R2 - compares the strings without lowercasing them
# differs on: suggest_commands('STATUS', ['status'], 2) -> [] instead of ['status']
from typing import List


def _osa(a: str, b: str) -> int:
    n, m = len(a), len(b)
    d = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        d[i][0] = i
    for j in range(m + 1):
        d[0][j] = j
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            best = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                best = min(best, d[i - 2][j - 2] + 1)
            d[i][j] = best
    return d[n][m]


def suggest_commands(typed: str, commands: List[str], max_distance: int = 2) -> List[str]:
    if max_distance < 0:
        raise ValueError("max_distance must be >= 0")
    t = typed
    scored = []
    for cmd in set(commands):
        dist = _osa(t, cmd)
        if dist <= max_distance:
            scored.append((dist, cmd))
    scored.sort()
    return [cmd for _, cmd in scored]
