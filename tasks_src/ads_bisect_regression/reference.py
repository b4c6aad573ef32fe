"""Binary search for the first bad commit, tolerating untestable commits."""


def bisect_regression(commits, is_bad):
    if not commits:
        raise ValueError
    low, high = 0, len(commits) - 1  # commits before low are good, commits[high] is bad
    untestable = set()
    while True:
        options = [i for i in range(low, high) if i not in untestable]
        if not options:
            return commits[low:high + 1]
        middle = (low + high) // 2
        # Probe the middle, or the testable commit nearest to it.
        probe = min(options, key=lambda i: abs(i - middle))
        verdict = is_bad(commits[probe])
        if verdict is None:
            untestable.add(probe)
        elif verdict:
            high = probe
        else:
            low = probe + 1
