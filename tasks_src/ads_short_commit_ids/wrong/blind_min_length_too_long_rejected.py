# blind: R2 - raises ValueError when min_length exceeds the id length instead of using the whole id
# differs on: short_hashes(['abc'], 7) raises ValueError instead of returning {'abc': 'abc'}


def _lcp(a, b):
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def short_hashes(hashes, min_length=7):
    if min_length < 1:
        raise ValueError("min_length must be >= 1")
    if len(set(hashes)) != len(hashes):
        raise ValueError("duplicate id")
    if len({len(h) for h in hashes}) > 1:
        raise ValueError("ids differ in length")
    if hashes and min_length > len(hashes[0]):
        raise ValueError("min_length longer than ids")
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
