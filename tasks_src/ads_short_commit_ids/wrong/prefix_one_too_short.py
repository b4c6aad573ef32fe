import os


def short_hashes(hashes, min_length=7):
    if min_length < 1 or len(set(hashes)) != len(hashes) or len({len(h) for h in hashes}) > 1:
        raise ValueError("bad input")
    result = {}
    for commit in hashes:
        shared = max((len(os.path.commonprefix([commit, other])) for other in hashes if other != commit), default=0)
        result[commit] = commit[:max(shared, min_length)]
    return result
