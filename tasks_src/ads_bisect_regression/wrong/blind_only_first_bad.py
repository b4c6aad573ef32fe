# blind: R3 - returns only the first known-bad commit instead of the whole run of candidates
# differs on: commits [g, u, b, last] with u untestable and actually bad -> ['b'] instead of ['u', 'b']
from typing import Callable, List, Optional


def bisect_regression(commits: List[str], is_bad: Callable[[str], Optional[bool]]) -> List[str]:
    if not commits:
        raise ValueError("commits must not be empty")
    n = len(commits)
    lo, hi = 0, n - 1  # first bad commit lies in commits[lo..hi]; commits[hi] is known bad
    untestable = set()
    while lo < hi:
        middle = (lo + hi) // 2
        candidates = [i for i in range(lo, hi) if i not in untestable]
        if not candidates:
            break
        probe = min(candidates, key=lambda i: (abs(i - middle), i))
        verdict = is_bad(commits[probe])
        if verdict is None:
            untestable.add(probe)
        elif verdict:
            hi = probe
        else:
            lo = probe + 1
    return [commits[hi]]
