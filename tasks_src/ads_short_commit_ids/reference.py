"""Shortest unique prefixes of equal-length ids, via neighbours in sorted order."""
import os


def short_hashes(hashes, min_length=7):
    if min_length < 1 or len(set(hashes)) != len(hashes) or len({len(h) for h in hashes}) > 1:
        raise ValueError
    ordered = sorted(hashes)
    abbreviations = {}
    for index, commit in enumerate(ordered):
        # The id sharing the longest prefix with this one is a neighbour in sorted order.
        neighbours = ordered[max(index - 1, 0):index] + ordered[index + 1:index + 2]
        shared = max((len(os.path.commonprefix([commit, other])) for other in neighbours), default=0)
        abbreviations[commit] = commit[:max(shared + 1, min_length)]
    return abbreviations
