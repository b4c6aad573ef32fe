import os


def short_hashes(hashes, min_length=7):
    if min_length < 1 or len(set(hashes)) != len(hashes) or len({len(h) for h in hashes}) > 1:
        raise ValueError("bad input")
    ordered = sorted(hashes)
    result = {}
    for index, commit in enumerate(ordered):
        shared = len(os.path.commonprefix([commit, ordered[index - 1]])) if index else 0
        result[commit] = commit[:max(shared + 1, min_length)]
    return result
