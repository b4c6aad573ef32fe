# blind: R11 - returns (0.0, 0) instead of raising when one variable has a single category
# differs on: [('x','p'),('y','p')] -> ValueError expected
def chi_square(pairs, correction=False):
    pairs = list(pairs)
    if not pairs:
        raise ValueError("empty")
    rows = sorted(set(a for a, _ in pairs))
    cols = sorted(set(b for _, b in pairs))
    if len(rows) < 2 or len(cols) < 2:
        return (0.0, 0)
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
            o = obs.get((r, c), 0)
            e = rt[r] * ct[c] / n
            if yates:
                stat += max(0.0, abs(o - e) - 0.5) ** 2 / e
            else:
                stat += (o - e) ** 2 / e
    return (round(float(stat), 6), int((len(rows) - 1) * (len(cols) - 1)))
