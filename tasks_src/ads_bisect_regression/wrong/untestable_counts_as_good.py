def bisect_regression(commits, is_bad):
    if not commits:
        raise ValueError("no commits")
    low, high = 0, len(commits) - 1
    while low < high:
        middle = (low + high) // 2
        if is_bad(commits[middle]):
            high = middle
        else:
            low = middle + 1
    return [commits[low]]
