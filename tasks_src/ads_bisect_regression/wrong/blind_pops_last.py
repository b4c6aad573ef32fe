# blind: R9 - removes the known-bad last commit from the caller's list
# differs on: c = ['a', 'b', 'c']; bisect_regression(c, f) -> c becomes ['a', 'b']
from typing import Callable, List, Optional


def bisect_regression(commits: List[str], is_bad: Callable[[str], Optional[bool]]) -> List[str]:
    if not commits:
        raise ValueError("commits must not be empty")
    last = commits.pop()
    n = len(commits) + 1
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
    return list((commits + [last])[lo:hi + 1])
