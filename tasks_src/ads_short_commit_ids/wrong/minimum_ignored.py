def short_hashes(hashes, min_length=7):
    if min_length < 1 or len(set(hashes)) != len(hashes) or len({len(h) for h in hashes}) > 1:
        raise ValueError("bad input")
    result = {}
    for commit in hashes:
        for size in range(1, len(commit) + 1):
            prefix = commit[:size]
            if not any(other.startswith(prefix) for other in hashes if other != commit):
                result[commit] = prefix
                break
    return result
