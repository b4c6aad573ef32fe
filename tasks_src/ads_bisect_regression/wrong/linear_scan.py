def bisect_regression(commits, is_bad):
    if not commits:
        raise ValueError("no commits")
    start = 0
    for index, commit in enumerate(commits[:-1]):
        verdict = is_bad(commit)
        if verdict is None:
            continue
        if verdict:
            return commits[start:index + 1]
        start = index + 1
    return commits[start:]
