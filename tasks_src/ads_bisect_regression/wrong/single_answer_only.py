def bisect_regression(commits, is_bad):
    if not commits:
        raise ValueError("no commits")
    low, high = 0, len(commits) - 1
    untestable = set()
    while True:
        options = [i for i in range(low, high) if i not in untestable]
        if not options:
            return [commits[high]]
        middle = (low + high) // 2
        probe = min(options, key=lambda i: abs(i - middle))
        verdict = is_bad(commits[probe])
        if verdict is None:
            untestable.add(probe)
        elif verdict:
            high = probe
        else:
            low = probe + 1
