from bisect import bisect_left, bisect_right


def histogram(values, edges, right=False):
    if len(edges) < 2 or any(not a < b for a, b in zip(edges, edges[1:])):
        raise ValueError("bad edges")
    k = len(edges) - 1
    counts = [0] * k
    below = above = 0
    for v in values:
        if v < edges[0]:
            below += 1
        elif v > edges[-1]:
            above += 1
        elif right:
            counts[max(bisect_left(edges, v) - 1, 0)] += 1
        else:
            counts[min(bisect_right(edges, v) - 1, k - 1)] += 1
    return counts, below, above
