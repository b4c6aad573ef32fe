# blind: R8 - has no explicit empty check, so an empty list raises IndexError
# differs on: bisect_regression([], f) -> IndexError instead of ValueError
from typing import Callable, List, Optional


def bisect_regression(commits: List[str], is_bad: Callable[[str], Optional[bool]]) -> List[str]:
    last = commits[-1]
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
    return list(commits[lo:hi + 1])
