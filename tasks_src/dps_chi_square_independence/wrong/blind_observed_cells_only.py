# blind: R2 - sums only over observed (nonzero) cells, skipping unobserved combinations
# differs on: [('x','p'),('y','q')] -> 2.0 expected, skipping zeros gives 1.0
def chi_square(pairs, correction=False):
    pairs = list(pairs)
    if not pairs:
        raise ValueError("empty")
    rows = sorted(set(a for a, _ in pairs))
    cols = sorted(set(b for _, b in pairs))
    if len(rows) < 2 or len(cols) < 2:
        raise ValueError("degenerate table")
    obs = {}
    for a, b in pairs:
        obs[(a, b)] = obs.get((a, b), 0) + 1
    n = len(pairs)
    rt = {r: 0 for r in rows}
    ct = {c: 0 for c in cols}
    for (a, b), k in obs.items():
        rt[a] += k
        ct[b] += k
    yates = bool(correction) and len(rows) == 2 and len(cols) == 2
    stat = 0.0
    for r in rows:
        for c in cols:
            if (r, c) not in obs:
                continue
            o = obs.get((r, c), 0)
            e = rt[r] * ct[c] / n
            if yates:
                stat += max(0.0, abs(o - e) - 0.5) ** 2 / e
            else:
                stat += (o - e) ** 2 / e
    return (round(float(stat), 6), int((len(rows) - 1) * (len(cols) - 1)))
