def bisect_regression(commits, is_bad):
    if not commits:
        raise ValueError("no commits")
    # Textbook half-open search over the whole list, so the last commit may be probed.
    low, high = 0, len(commits)
    untestable = set()
    while low < high:
        options = [i for i in range(low, high) if i not in untestable]
        if not options:
            break
        middle = (low + high) // 2
        probe = min(options, key=lambda i: abs(i - middle))
        verdict = is_bad(commits[probe])
        if verdict is None:
            untestable.add(probe)
        elif verdict:
            high = probe
        else:
            low = probe + 1
    return commits[low:high + 1]
