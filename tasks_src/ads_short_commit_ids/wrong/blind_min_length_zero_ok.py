# blind: R4 - only rejects negative min_length, accepting 0
# differs on: short_hashes(['abc'], 0) returns {'abc': ''} instead of raising ValueError


def _lcp(a, b):
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def short_hashes(hashes, min_length=7):
    if min_length < 0:
        raise ValueError("min_length must be >= 1")
    if len(set(hashes)) != len(hashes):
        raise ValueError("duplicate id")
    if len({len(h) for h in hashes}) > 1:
        raise ValueError("ids differ in length")
    ordered = sorted(hashes)
    result = {}
    for i, h in enumerate(ordered):
        need = 0
        if i > 0:
            need = max(need, _lcp(h, ordered[i - 1]) + 1)
        if i + 1 < len(ordered):
            need = max(need, _lcp(h, ordered[i + 1]) + 1)
        length = min(len(h), max(min_length, need))
        result[h] = h[:length]
    return result
