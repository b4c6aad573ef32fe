# blind: R2 - treats an untestable commit (None) as good via a truthiness test
# differs on: commits [g, u, b, last] with u untestable and actually bad -> returns ['b'] instead of ['u', 'b']
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
        if verdict:
            hi = probe
        else:
            lo = probe + 1
    return list(commits[lo:hi + 1])
