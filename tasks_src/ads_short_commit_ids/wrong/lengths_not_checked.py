def short_hashes(hashes, min_length=7):
    if min_length < 1 or len(set(hashes)) != len(hashes):
        raise ValueError("bad input")
    result = {}
    for commit in hashes:
        size = min_length
        while size < len(commit) and any(o.startswith(commit[:size]) for o in hashes if o != commit):
            size += 1
        result[commit] = commit[:size]
    return result
